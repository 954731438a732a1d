import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { PortalLink } from '../routing/portal-link';
import type { FlowStep, StepUnavailable } from '@/core/flow/flow-definition';
import { limitValues } from '@/core/config/limits';
import { pageStepOf } from '@/core/flow/flow-routes';
import { resolveTemplate } from '@/core/flow/resolve-template';
import { stepProgress } from '@/core/flow/step-progress';
import { asText } from '@/core/text/as-text';
import { Dialog } from '../modal/dialog';
import { FormSubmitButton, submitLabelOf } from '../theme/submit-button';
import { textValues } from '../kinds/shown-value';
import { loadedForm } from '../config/load-form';
import { whenIdle } from '../load/when-idle';
import { LaterForm, usePreloadedForms } from './later-form';
import type { LoadedFlowRoute } from './load-flow-route';
import { StepIndicator } from './step-indicator';
import { StepIntro } from './step-intro';
import { StepLoad } from './step-load';
import { StepResume } from './step-resume';
import { StepView } from './step-view';
import { useJourneyState } from './use-journey-state';
import { useStepRunner } from './use-step-runner';

const limits = limitValues();

export interface FlowScreenProps {
  readonly loaded: LoadedFlowRoute;
}

/**
 * A journey's route, built from its flow file: the page step's form, and the dialog step over it
 * when the journey is there. State lives in useJourneyState, buttons run through useStepRunner,
 * each step is drawn by StepView; this view only chooses what is on screen and where focus goes.
 */
export function FlowScreen({ loaded }: FlowScreenProps) {
  const { flow, route, forms } = loaded;
  const { t } = useTranslation();
  usePreloadedForms(loaded.laterForms);
  // A later page step's form, once it has come (LaterForm), as the route's own.
  const formOf = useCallback((name: string) => forms[name] ?? loadedForm(name), [forms]);
  const { state, stateRef, valuesOf, save, changeValues } = useJourneyState(flow, loaded.state, formOf);
  const { formError, fieldErrors, busy, alertRef, run, goToStep } = useStepRunner({ flow, route, stateRef, save });
  const pageRef = useRef<HTMLDivElement>(null);
  // What the KYC agents' hours allow now (spec §9), where the journey reads them: video KYC is offered only while they are at work.
  const scope = { state: state.kept, limit: limits, ...(loaded.agents ? { agents: loaded.agents() } : {}) };
  // A step's title may choose its key by what the journey kept (a dormant wallet is re-activated).
  const titleOf = (step: FlowStep) => t(asText(resolveTemplate(step.titleKey, scope)));

  const entry = pageStepOf(flow, route);
  const current = flow.steps.find((step) => step.id === state.step && step.route === route) ?? entry;
  if (!entry || !current) throw new Error(`the flow ${flow.flow} has no step on ${route}`);
  // A dialog shows over the route's entry page; a page step (login by OTP) takes the page itself.
  const dialog = current.dialog === true ? current : null;
  const page = dialog ? entry : current;

  // A button that waits in the autofill (the passkeys the browser offers in the mobile field) waits
  // while its step shows and nothing else runs: another ceremony (the same button pressed) ends it,
  // and it waits again once that is over. A passkey picked there is not offered there again on this
  // page when it was refused: the button stays.
  const autofill = dialog ? undefined : page.buttons?.find((button) => button.autofill === true);
  const autofillPicked = useRef(false);
  useEffect(() => {
    if (!autofill || busy !== null || autofillPicked.current) return;
    const waiting = new AbortController();
    // Once the page is idle: what the wait loads (the explanations of answers, the device's code) is no part of the first load.
    const cancel = whenIdle(() => void run(autofill.id, page, autofill, valuesOf(page), {}, { signal: waiting.signal, onChosen: () => (autofillPicked.current = true) }));
    return () => {
      cancel();
      waiting.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- armed again when the step or what runs changes, not as the customer types
  }, [autofill, busy]);

  // Another page step on the same route (login by OTP instead of password): its first field takes
  // the focus the old step's button had, so keyboard and screen-reader users are not left on <body>.
  const firstRender = useRef(true);
  // Also once a page step's form comes after the customer went on to it (LaterForm's onArrived).
  const focusFirstField = useCallback(() => pageRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusFirstField();
  }, [page.id, focusFirstField]);

  /** A step's form; `loaded` is what the page step loaded as it showed (=loaded). */
  const stepView = (step: FlowStep, active: boolean, loaded?: unknown, formId?: string) => (
    <LaterForm name={step.form} known={forms[step.form]} {...(step.dialog === true ? {} : { onArrived: focusFirstField })}>
      {(form) => (
        <StepView
          step={step}
          loaded={form}
          active={active}
          typed={valuesOf(step, loaded)}
          formError={formError}
          alertRef={alertRef}
          fieldErrors={fieldErrors}
          busy={busy}
          scope={{ ...scope, loaded }}
          onChange={(typed) => changeValues(step, typed)}
          onRun={(id, action, typed) => void run(id, step, action, typed ?? valuesOf(step, loaded), { loaded })}
          formId={formId}
        />
      )}
    </LaterForm>
  );
  // A dialog's submit sits in its action bar, which stays in reach however long the dialog is.
  const dialogForm = dialog ? forms[dialog.form] : undefined;
  const dialogFormId = dialog ? `${dialog.id}-form` : undefined;

  // Opened afresh at its first step, a journey the server knows to be further on resumes there (a KYC upgrade after a logout).
  const resumeOf = (loaded: unknown) =>
    page === entry && state.step === entry.id && Object.keys(state.kept).length === 0 ? page.resume?.find((resume) => resolveTemplate(resume.when, { ...scope, loaded }) === true) : undefined;

  // The page step, or what stands instead of its form when the form could not be of use (a full wallet).
  const pageBody = (loaded: unknown) => {
    const reasons: readonly StepUnavailable[] = page.unavailable === undefined ? [] : Array.isArray(page.unavailable) ? page.unavailable : [page.unavailable as StepUnavailable];
    const unavailable = reasons.find((reason) => resolveTemplate(reason.when, { ...scope, loaded }) === true) ?? null;
    const resume = resumeOf(loaded);
    if (!unavailable && resume) {
      return (
        <StepResume
          onResume={() => {
            save({ ...stateRef.current, kept: resolveTemplate(resume.keep, { ...scope, loaded }) as Record<string, unknown> });
            goToStep(resume.step);
          }}
        />
      );
    }
    if (!unavailable) return stepView(page, dialog === null, loaded);
    return (
      <div className="notice" role="status">
        <p>{t(unavailable.messageKey, textValues(unavailable.values ?? {}, { ...scope, loaded }, t))}</p>
        {unavailable.link ? (
          <p>
            <PortalLink to={unavailable.link.to} className="button">
              {t(unavailable.link.labelKey)}
            </PortalLink>
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="screen screen--form" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {titleOf(page)}
      </h1>
      <StepIndicator progress={stepProgress(flow, page.id)} />
      <StepIntro step={page} scope={scope} className="screen__intro" />
      <div ref={pageRef}>{page.load ? <StepLoad spec={page.load}>{pageBody}</StepLoad> : pageBody(undefined)}</div>
      {dialog ? (
        <Dialog labelledBy="dialog-title" onClose={() => goToStep(page.id)}>
          <h2 id="dialog-title">{titleOf(dialog)}</h2>
          <StepIndicator progress={stepProgress(flow, dialog.id)} />
          <StepIntro step={dialog} scope={scope} />
          {stepView(dialog, true, undefined, dialogFormId)}
          <div className="actions">
            {dialogForm ? <FormSubmitButton labelKey={submitLabelOf(dialogForm.form.uiSchema)} busy={busy !== null} formId={dialogFormId} /> : null}
            <button type="button" className="button" disabled={busy !== null} onClick={() => goToStep(page.id)}>
              {t('app.back')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
