import type { RefObject } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { PortalLink } from '../routing/portal-link';
import { catalogueEntry } from '@/core/config/catalogue';
import { catalogues, cataloguesLoaded } from '@/core/config/catalogues';
import type { MessageRef } from '@/core/effects/effect';
import type { FlowStep } from '@/core/flow/flow-definition';
import type { RunSpec } from '@/core/definitions/call-spec';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { LoadedForm } from '../config/load-form';
import type { FormValues } from '../theme/form-types';
import { StepForm } from './step-form';
import { StepSummaryView } from './step-summary';
import { widgetButtons } from './ui-schema';
import { listedChoices } from './listed-choices';
import { useHydrated } from '../routing/use-hydrated';
import { Notes } from '../kinds/notes';
import { SupportReference } from '../kinds/support-reference';

export interface StepViewProps {
  readonly step: FlowStep;
  readonly loaded: LoadedForm;
  /** The step the customer acts on: it shows the form's error and the fields' errors. */
  readonly active: boolean;
  /** What the form shows when it is drawn; typing changes the form's own values, not this. */
  readonly typed: FormValues;
  readonly formError: MessageRef | null;
  readonly alertRef: RefObject<HTMLDivElement | null>;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly busy: string | null;
  /** What the step's summary reads: the journey's kept state as =state, the limits. */
  readonly scope: TemplateScope;
  readonly onChange: (typed: FormValues) => void;
  /** Runs a button; without values (a button outside the form), with what is typed in the step at that moment. */
  readonly onRun: (id: string, action: RunSpec, typed?: FormValues) => void;
  /** The form's id when its submit is drawn outside it (a dialog's action bar). */
  readonly formId?: string;
}

/** One step of a journey: its error, its form, the buttons its widgets do not show themselves, its links. */
export function StepView({ step, loaded, active, typed, formError, alertRef, fieldErrors, busy, scope, onChange, onRun, formId }: StepViewProps) {
  const { t } = useTranslation();
  const inline = widgetButtons(loaded.form.uiSchema);
  // On a prerendered page a button does nothing until React owns it: it says so by being disabled.
  const hydrated = useHydrated();
  const waiting = busy !== null || !hydrated;
  // A failure that says only that something failed (the network, the server) says what to do, and
  // offers to try again; a failure to load the catalogues themselves has only its general words.
  const hint = formError && cataloguesLoaded() ? catalogueEntry(catalogues.retryHints, formError.messageKey)?.messageKey : undefined;
  const offered = (step.buttons ?? []).filter((button) => button.when === undefined || resolveTemplate(button.when, scope) === true);
  const rowButtons = offered.filter((button) => !inline.has(button.id));
  const readonlyFields = Object.entries(step.readonly ?? {})
    .filter(([, when]) => resolveTemplate(when, scope) === true)
    .map(([field]) => field)
    .join(',');
  const choices = step.choices && listedChoices(step.choices, scope, t);
  const hints = step.hints && Object.fromEntries(Object.entries(step.hints).map(([field, fieldHint]) => [field, t(fieldHint.key, resolveTemplate(fieldHint.values ?? {}, scope) as Record<string, unknown>)]));
  return (
    <>
      {active && formError ? (
        <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
          <p className="form-alert__message">{t(formError.messageKey, formError.values)}</p>
          {hint ? <p className="form-alert__hint">{t(hint)}</p> : null}
          {/* What to do comes first; the reference is for support, should trying again not help. */}
          <SupportReference reference={formError.reference} />
          {hint ? (
            <button type="button" className="button button--small" disabled={waiting} onClick={() => onRun('submit', step.submit)}>
              {t('retry.again')}
            </button>
          ) : null}
        </div>
      ) : null}
      <Notes notes={step.notes ?? []} scope={scope} />
      {step.summary ? <StepSummaryView summary={step.summary} scope={scope} /> : null}
      <StepForm
        loaded={loaded}
        idPrefix={step.id}
        values={typed}
        onChange={onChange}
        onSubmit={(submitted) => onRun('submit', step.submit, submitted)}
        onButton={(id) => {
          const button = step.buttons?.find((candidate) => candidate.id === id);
          if (button) onRun(id, button);
        }}
        submitting={busy !== null}
        busyButton={busy}
        fieldErrors={active ? fieldErrors : {}}
        scope={scope}
        hints={hints}
        choices={choices}
        readonlyFields={readonlyFields}
        formId={formId}
      />
      {rowButtons.length > 0 ? (
        <div className="actions">
          {rowButtons.map((button) => (
            <button key={button.id} type="button" className="button" disabled={waiting} aria-busy={busy === button.id} onClick={() => onRun(button.id, button)}>
              {busy === button.id ? t('app.loading') : t(button.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      {step.links && step.links.length > 0 ? (
        <ul className="links">
          {step.links.map((link) => (
            <li key={link.to}>
              <PortalLink to={link.to}>{t(link.labelKey)}</PortalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
