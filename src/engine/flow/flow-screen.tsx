import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Effect, MessageRef } from '../../core/effects/effect';
import type { FlowAction, FlowStep } from '../../core/flow/flow-definition';
import type { FlowState } from '../../core/flow/flow-state';
import { unexplainedMessage } from '../../core/outcome/message-for-result';
import { routeTable } from '../../core/routing/route-table';
import { applyTransforms } from '../../core/transforms/apply-transforms';
import { useApi } from '../api/api-context';
import { Dialog } from '../modal/dialog';
import type { FormValues } from '../theme/form-types';
import { secretWidgets } from '../widgets/widget-names';
import { loadDecision } from '../config/load-decision';
import { pageStepOf } from '../../core/flow/flow-routes';
import type { LoadedFlowRoute } from './load-flow-route';
import { runAction, type StageScope } from '../actions/run-action';
import { StepForm } from './step-form';
import { useRunEffects } from '../actions/use-run-effects';

export interface FlowScreenProps {
  readonly loaded: LoadedFlowRoute;
}

type UiSchema = Readonly<Record<string, unknown>>;

function uiEntries(uiSchema: UiSchema): [string, Readonly<Record<string, unknown>>][] {
  return Object.entries(uiSchema).flatMap(([field, ui]) => (typeof ui === 'object' && ui !== null ? [[field, ui as Record<string, unknown>]] : []));
}

/** What may be kept between reloads of what was typed: everything but passwords and OTPs. */
function withoutSecrets(uiSchema: UiSchema, values: FormValues): FormValues {
  const secret = new Set(uiEntries(uiSchema).flatMap(([field, ui]) => (typeof ui['ui:widget'] === 'string' && secretWidgets.has(ui['ui:widget']) ? [field] : [])));
  return Object.fromEntries(Object.entries(values).filter(([field]) => !secret.has(field)));
}

/** Buttons a widget shows itself (the OTP's resend), named in its ui:options.button. */
function widgetButtons(uiSchema: UiSchema): ReadonlySet<string> {
  return new Set(
    uiEntries(uiSchema).flatMap(([, ui]) => {
      const options = ui['ui:options'];
      const button = typeof options === 'object' && options !== null ? (options as Record<string, unknown>)['button'] : undefined;
      return typeof button === 'string' ? [button] : [];
    }),
  );
}

/**
 * A journey's route, built from its flow file: the page step's form, and the dialog step over it
 * when the journey is there. Submitting runs the step's calls through their decisions; the
 * journey's state and what the customer typed are kept (encrypted) across reloads and failures.
 */
export function FlowScreen({ loaded }: FlowScreenProps) {
  const { flow, route, forms } = loaded;
  const { t } = useTranslation();
  const { client, flows, session } = useApi();
  const navigate = useNavigate();
  const runEffects = useRunEffects();
  const [state, setState] = useState<FlowState>(loaded.state);
  const stateRef = useRef(state);
  const [values, setValues] = useState<Readonly<Record<string, FormValues>>>(loaded.state.typed);
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const inFlight = useRef(false);
  // Set once an action leaves this screen: the form stays disabled until the next screen replaces it.
  const leaving = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  const save = useCallback(
    (next: FlowState) => {
      stateRef.current = next;
      setState(next);
      flows.write(next, flow.storageKey);
    },
    [flow, flows],
  );

  const entry = pageStepOf(flow, route);
  const current = flow.steps.find((step) => step.id === state.step && step.route === route) ?? entry;
  if (!entry || !current) throw new Error(`the flow ${flow.flow} has no step on ${route}`);
  // A dialog shows over the route's entry page; a page step (login by OTP) takes the page itself.
  const dialog = current.dialog === true ? current : null;
  const page = dialog ? entry : current;

  // Another page step on the same route (login by OTP instead of password): its first field takes
  // the focus the old step's button had, so keyboard and screen-reader users are not left on <body>.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    pageRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [page.id]);

  const showFormError = useCallback((message: MessageRef | null) => {
    setFormError(message);
    // Moves focus to the message so keyboard and screen-reader users meet it at once.
    if (message) requestAnimationFrame(() => alertRef.current?.focus());
  }, []);

  const goToStep = useCallback(
    (id: string) => {
      const target = flow.steps.find((step) => step.id === id);
      if (!target) throw new Error(`the flow ${flow.flow} has no step "${id}"`);
      save({ ...stateRef.current, step: id });
      setFieldErrors({});
      if (target.route !== route) {
        leaving.current = true;
        void flows.flushed().then(() => navigate(target.route));
      }
    },
    [flow, flows, navigate, route, save],
  );

  const apply = useCallback(
    async (effects: readonly Effect[], stage: StageScope) => {
      if (effects.some((effect) => effect.type === 'navigate' || effect.type === 'logout' || effect.type === 'redirect')) leaving.current = true;
      for (const effect of effects) {
        if (effect.type !== 'navigate') continue;
        // Within the journey the target route shows its page step; leaving it, the journey ends.
        const target = pageStepOf(flow, effect.to);
        if (target) save({ ...stateRef.current, step: target.id });
        else flows.clear(flow.flow, flow.storageKey);
      }
      await flows.flushed();
      runEffects(effects, { ...stage, setFormError: showFormError, setFieldErrors, goToStep });
    },
    [flow, flows, goToStep, runEffects, save, showFormError],
  );

  const run = async (id: string, step: FlowStep, action: FlowAction, typed: FormValues) => {
    // A ref, not state: two clicks in one frame both see the state from before either.
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(id);
    setFormError(null);
    setFieldErrors({});
    try {
      await runAction(action, {
        client,
        values: applyTransforms(typed, step.transforms),
        kept: stateRef.current.kept,
        session: () => ({ mobileNumber: session.mobileNumber(), returnRoute: session.returnRoute(routeTable.homeRoute) }),
        remember: ({ user }) => {
          if (user !== undefined) session.setUser(user);
        },
        decision: loadDecision,
        keep: (kept) => save({ ...stateRef.current, kept }),
        apply,
      });
    } catch {
      // A journey that breaks (a rule file in error) still tells the customer, and keeps what was typed.
      showFormError(unexplainedMessage);
    } finally {
      if (!leaving.current) {
        inFlight.current = false;
        setBusy(null);
      }
    }
  };

  const changeValues = (step: FlowStep, typed: FormValues) => {
    setValues((all) => ({ ...all, [step.id]: typed }));
    const form = forms[step.form]?.form;
    if (form) save({ ...stateRef.current, typed: { ...stateRef.current.typed, [step.id]: withoutSecrets(form.uiSchema, typed) } });
  };

  const renderStep = (step: FlowStep, active: boolean) => {
    const loadedForm = forms[step.form];
    if (!loadedForm) throw new Error(`the form ${step.form} was not loaded`);
    const typed = values[step.id] ?? {};
    const inline = widgetButtons(loadedForm.form.uiSchema);
    const rowButtons = (step.buttons ?? []).filter((button) => !inline.has(button.id));
    return (
      <>
        {active && formError ? (
          <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
            {t(formError.messageKey, formError.values)}
          </div>
        ) : null}
        <StepForm
          loaded={loadedForm}
          idPrefix={step.id}
          values={typed}
          onChange={(next) => changeValues(step, next)}
          onSubmit={(submitted) => void run('submit', step, step.submit, submitted)}
          onButton={(id) => {
            const button = step.buttons?.find((candidate) => candidate.id === id);
            if (button) void run(id, step, button, typed);
          }}
          submitting={busy !== null}
          busyButton={busy}
          fieldErrors={active ? fieldErrors : {}}
        />
        {rowButtons.length > 0 ? (
          <div className="actions">
            {rowButtons.map((button) => (
              <button key={button.id} type="button" className="button" disabled={busy !== null} aria-busy={busy === button.id} onClick={() => void run(button.id, step, button, typed)}>
                {busy === button.id ? t('app.loading') : t(button.labelKey)}
              </button>
            ))}
          </div>
        ) : null}
        {step.links && step.links.length > 0 ? (
          <ul className="links">
            {step.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" tabIndex={-1}>
        {t(page.titleKey)}
      </h1>
      {page.introKey ? <p className="screen__intro">{t(page.introKey)}</p> : null}
      <div ref={pageRef}>{renderStep(page, dialog === null)}</div>
      {dialog ? (
        <Dialog labelledBy="dialog-title" onClose={() => goToStep(page.id)}>
          <h2 id="dialog-title">{t(dialog.titleKey)}</h2>
          {dialog.introKey ? <p>{t(dialog.introKey)}</p> : null}
          {renderStep(dialog, true)}
          <div className="actions">
            <button type="button" className="button" disabled={busy !== null} onClick={() => goToStep(page.id)}>
              {t('app.back')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
