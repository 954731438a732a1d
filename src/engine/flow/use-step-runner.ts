import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Effect, MessageRef } from '@/core/effects/effect';
import type { FlowDefinition, FlowStep } from '@/core/flow/flow-definition';
import type { RunSpec } from '@/core/definitions/call-spec';
import { pageStepOf } from '@/core/flow/flow-routes';
import type { FlowState } from '@/core/flow/flow-state';
import { unexplainedMessage } from '@/core/outcome/message-for-result';
import { routeTable } from '@/core/routing/route-table';
import { applyTransforms } from '@/core/transforms/apply-transforms';
import { useRunGuard } from '../actions/run-guard';
import { confirmationFingerprint, runAction, type StageScope } from '../actions/run-action';
import { useRunEffects } from '../actions/use-run-effects';
import { useApi } from '../api/api-context';
import { loadDecision } from '../config/load-decision';
import { leaveDialogEntry } from '../modal/dialog';
import type { FormValues } from '../theme/form-types';
import type { TemplateScope } from '@/core/flow/resolve-template';
import { useNavigateTo } from '../routing/page-context';

/** A button that runs by itself while its passkey waits in the autofill (flow.schema.json `autofill`). */
export interface AutofillWait {
  readonly signal: AbortSignal;
  readonly onChosen: () => void;
}

interface Journey {
  readonly flow: FlowDefinition;
  readonly route: string;
  readonly stateRef: RefObject<FlowState>;
  readonly save: (next: FlowState) => void;
}

/**
 * Runs a step's buttons through the one action mechanism (src/engine/actions): one at a time, the
 * journey's state kept before any effect, navigation inside the journey as steps, and the form
 * left disabled once an action leaves the screen. A money-moving call carries one idempotency key
 * for the same typed values across retries.
 */
export function useStepRunner({ flow, route, stateRef, save }: Journey) {
  const { client, flows, session } = useApi();
  const navigate = useNavigateTo();
  const runEffects = useRunEffects();
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const guard = useRunGuard();
  // Set once an action leaves this screen: the form stays disabled until the next screen replaces it.
  const leaving = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // Counts the errors shown, so the same message shown twice is brought into view twice.
  const [errorsShown, setErrorsShown] = useState(0);
  const showFormError = useCallback((message: MessageRef | null) => {
    setFormError(message);
    if (message) setErrorsShown((count) => count + 1);
  }, []);
  // Once the message is on screen (after the commit that drew it, and after a closing dialog gave
  // focus back), it takes the focus and is scrolled into view, so every customer meets it at once,
  // however far down a long form they pressed the button.
  useEffect(() => {
    if (errorsShown === 0) return;
    const alert = alertRef.current;
    if (!alert) return;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'center', behavior: 'instant' });
  }, [errorsShown]);

  const goToStep = useCallback(
    (id: string) => {
      const target = flow.steps.find((step) => step.id === id);
      if (!target) throw new Error(`the flow ${flow.flow} has no step "${id}"`);
      save({ ...stateRef.current, step: id });
      setFieldErrors({});
      if (target.route !== route) {
        leaving.current = true;
        void flows
          .flushed()
          .then(leaveDialogEntry)
          .then(() => navigate(target.route));
      }
    },
    [flow, flows, navigate, route, save, stateRef],
  );

  const apply = useCallback(
    async (effects: readonly Effect[], stage: StageScope) => {
      // Leaving for another page (the card provider's form post too) keeps the buttons busy: a second
      // click that the browser delivers after the first call came back must not start a second payment.
      if (effects.some((effect) => effect.type === 'navigate' || effect.type === 'logout' || effect.type === 'redirect' || effect.type === 'postForm')) leaving.current = true;
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
    [flow, flows, goToStep, runEffects, save, showFormError, stateRef],
  );

  // Back from the page it left for (the provider's), the browser may show this page as it was: busy. It is not.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving.current = false;
      guard.end();
      setBusy(null);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [guard]);

  /**
   * Runs a button. With `autofill`, the button runs by itself, its passkey waiting in the autofill
   * until `autofill.signal` aborts; it takes the screen (busy, the guard, messages) only once the
   * customer picked a passkey there, and says so through `onChosen`.
   */
  const run = async (id: string, step: FlowStep, action: RunSpec, typed: FormValues, scope: TemplateScope = {}, autofill?: AutofillWait): Promise<void> => {
    // A pressed button takes the screen at once; one waiting in the autofill when a passkey is picked there.
    const took = { screen: false };
    const start = () => {
      if (!guard.start()) return false;
      took.screen = true;
      autofill?.onChosen();
      setBusy(id);
      setFormError(null);
      setFieldErrors({});
      return true;
    };
    if (!autofill && !start()) return;
    try {
      const done = await runAction(action, {
        client,
        values: applyTransforms(typed, step.transforms),
        kept: stateRef.current.kept,
        session: () => ({ mobileNumber: session.mobileNumber(), loginWith: session.loginWith(), returnRoute: session.returnRoute(routeTable.homeRoute) }),
        // What the step loaded when it showed (=loaded), and the user data kept at login (=user: the wallet's urn).
        scope: { ...scope, user: session.user() },
        remember: ({ user }) => {
          if (user !== undefined) session.setUser(user);
        },
        decision: loadDecision,
        keep: (kept) => save({ ...stateRef.current, kept }),
        confirmation: guard.confirmations.for(confirmationFingerprint(step.id, id, action, typed, stateRef.current.kept)),
        apply,
        ...(autofill ? { autofill: { signal: autofill.signal, chosen: start } } : {}),
      });
      if (done) guard.confirmations.settle();
    } catch {
      // A journey that breaks (a rule file in error) still tells the customer, and keeps what was typed.
      if (took.screen) showFormError(unexplainedMessage);
    } finally {
      if (took.screen && !leaving.current) {
        guard.end();
        setBusy(null);
      }
    }
  };

  return { formError, fieldErrors, busy, alertRef, run, goToStep };
}
