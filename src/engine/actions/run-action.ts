import { callOperation, type OperationBody, type OperationQuery } from '@/api/call-operation';
import type { Confirmation } from '@/api/confirmation';
import type { ApiClient } from '@/api/api-client';
import type { OperationId } from '@/api/generated/operations';
import type { CatalogueFile } from '@/core/config/catalogue';
import { catalogueNamed, loadCatalogues } from '@/core/config/catalogues';
import { limitValues } from '@/core/config/limits';
import type { Effect } from '@/core/effects/effect';
import { toEffect } from '@/core/effects/to-effect';
import { withReference } from '@/core/effects/with-reference';
import { fieldsOfServerErrors } from '@/core/flow/fields-of-server-errors';
import { callAnswerDecision, type RunSpec, type CallSpec } from '@/core/definitions/call-spec';
import { resolveTemplate, type TemplateScope } from '@/core/flow/resolve-template';
import type { ApiResult } from '@/core/outcome/api-result';
import { failureReference } from '@/core/outcome/failure-reference';
import { outcomeFacts } from '@/core/outcome/decide-outcome';
import type { Decision } from '@/core/rules/create-decision';
import type { DeviceWait } from '../device/passkey-ceremony';
import { sentKeyOf } from './sent-key';

/** Where the effects of one stage of an action came from: the answer and the body that was sent. */
export interface StageScope {
  readonly result?: ApiResult;
  readonly request?: Readonly<Record<string, unknown>>;
}

export interface ActionContext {
  readonly client: ApiClient;
  /** The form's values after the step's transforms. */
  readonly values: Readonly<Record<string, unknown>>;
  /** What the journey has kept so far. */
  readonly kept: Readonly<Record<string, unknown>>;
  /** The session's values as they are now: a call after the login reads the number just stored. */
  readonly session: () => Readonly<Record<string, unknown>>;
  readonly decision: (name: string) => Promise<Decision>;
  /** Keeps what a call asked to keep, before any effect of that call runs. */
  readonly keep: (kept: Readonly<Record<string, unknown>>) => void;
  /** Carries out effects at once, in order; awaited, so a navigation sees the state kept before it. */
  readonly apply: (effects: readonly Effect[], scope: StageScope) => Promise<void>;
  /** The customer's confirmation a money-moving call carries (its idempotency key); the same on every retry. */
  readonly confirmation?: Confirmation;
  /** Keeps in the session what a call asks to remember (the user data of spec §3 after login). */
  readonly remember?: (values: Readonly<Record<string, unknown>>) => void;
  /** More of the scope templates read: a list's row, the path's parameters, a confirmation form's values. */
  readonly scope?: TemplateScope;
  /**
   * Set when the action runs by itself, its device waiting in the autofill (a button's `autofill`):
   * nothing is shown until the device answers, and then `chosen` says whether it may go on as if
   * its button were pressed (false while another action runs).
   */
  readonly autofill?: DeviceWait & { readonly chosen: () => boolean };
}

const limits = limitValues();

/** The catalogues a call names, whose message for a code wins over the general one. */
function preferredCatalogues(call: CallSpec): CatalogueFile[] {
  return (call.catalogues ?? []).flatMap((name) => catalogueNamed(name) ?? []);
}

const allows = (effects: readonly Effect[]) => effects.some((effect) => effect.type === 'allow');

/** A success notice speaks for the whole step: it is held until every call went through, and dropped when one is refused. */
const isSuccessNotice = (effect: Effect) => effect.type === 'toast' && effect.kind === 'success';

/**
 * A dialog a decision opens while the step goes on (the KYC prompt at login) belongs to the page the
 * step ends on: it is held until then. Opened at once, it stood over the login page, and an "Upgrade
 * now" pressed there was undone by the login's own move to the home (issue 13's CI failure). A
 * dialog of a refusal opens at once: the step ends there.
 */
const isOnwardDialog = (effect: Effect) => effect.type === 'modal';

/**
 * A money-moving call that got no answer (the network, a timeout) or a server failure may have moved
 * the money: the customer is told it is being checked, and the retry sends the same confirmation
 * (its idempotency key), which the server answers with what it did, moving nothing twice.
 */
const outcomeUnknown = (result: ApiResult) => result.failure !== undefined || result.httpStatus >= 500;
const checkingMessageKey = 'payment.checking';
const sayChecking = (effect: Effect): Effect => (effect.type === 'formError' ? { type: 'formError', messageKey: checkingMessageKey } : effect);


/** The answer of a call whose device gave no passkey: never sent, so nothing happened on the server. */
const deviceGaveNothing = { httpStatus: 0, code: '', message: '', body: undefined, failure: 'device', sent: undefined, movesMoney: false } as const satisfies ApiResult & { readonly sent: unknown; readonly movesMoney: boolean };

/** Where a journey remembers the bodies of its "once" calls that went through: operation -> body. */
const sentKeyName = 'sent';

/**
 * What the customer confirms by pressing a step's button: what they typed in the step and what the
 * steps before it kept (the amount a review shows), so a new amount is a new confirmation (a new
 * idempotency key) even when the step itself has nothing typed. What this button's own calls keep
 * (an OTP's grant, a reference) and the bodies already sent are left out: they change between a
 * send and its retry, which must carry the same key.
 */
export function confirmationFingerprint(stepId: string, buttonId: string, action: RunSpec, typed: unknown, kept: Readonly<Record<string, unknown>>): string {
  const own = new Set([sentKeyName, ...Object.keys(action.keep ?? {}), ...action.calls.flatMap((call) => Object.keys(call.keep ?? {}))]);
  return JSON.stringify([stepId, buttonId, typed, Object.entries(kept).filter(([name]) => !own.has(name))]);
}

function sentBodies(kept: Readonly<Record<string, unknown>>): Readonly<Record<string, string>> {
  const sent = kept[sentKeyName];
  return typeof sent === 'object' && sent !== null ? (sent as Record<string, string>) : {};
}

/** The facts a call names for its decisions; a path the answer lacks (a failure) reads as null. */
function callFacts(call: CallSpec, scope: TemplateScope): Record<string, unknown> {
  return Object.fromEntries(Object.entries(call.facts ?? {}).map(([name, template]) => [name, resolveTemplate(template, scope) ?? null]));
}

/**
 * Runs what a step's button does: each call in turn, with the body its template builds. Every
 * answer meets the call-answer decision, then the call's own outcome decision; the next call
 * runs only when both allowed; fields a refused request names go back on the fields they were
 * typed in. The done effects run when every call went through, after the success notices the
 * calls' decisions held back (a step refused at its last call shows no "verified"), and then the
 * dialogs they open, on the page the step ends on. Returns
 * whether the action got that far.
 */
export async function runAction(action: RunSpec, context: ActionContext): Promise<boolean> {
  // Answers are explained from the catalogues: loaded with the first action, if the idle page has not yet.
  await loadCatalogues();
  let kept = { ...context.kept };
  const held: Effect[] = [];
  const dialogs: Effect[] = [];
  const applyNow = async (effects: readonly Effect[], stage: StageScope) => {
    const onward = allows(effects);
    held.push(...effects.filter(isSuccessNotice));
    if (onward) dialogs.push(...effects.filter(isOnwardDialog));
    const now = effects.filter((effect) => effect.type !== 'allow' && !isSuccessNotice(effect) && !(onward && isOnwardDialog(effect)));
    if (now.length > 0) await context.apply(now, stage);
  };
  let scope: TemplateScope = { limit: limits, ...context.scope, values: context.values, state: kept, session: context.session() };
  // The done effects act on the last answer, as a decision's do: storeSession takes the session it answered (a new mobile number's).
  let last: StageScope = {};
  // An action waiting in the autofill says nothing of a refusal before the customer picked a passkey there,
  // and where the browser offers none there, asks the server for nothing (a challenge no one would sign).
  let quiet = context.autofill !== undefined;
  if (quiet && !(await (await import('../device/passkey-ceremony')).autofillOffered())) return false;
  for (const call of action.calls) {
    scope = { ...scope, session: context.session() };
    if (call.when !== undefined && resolveTemplate(call.when, scope) !== true) continue;
    const operation = call.operation as OperationId;
    const body = resolveTemplate(call.body, scope) as Record<string, unknown>;
    const sentKey = await sentKeyOf(body);
    if (call.once && sentBodies(kept)[operation] === sentKey) continue;
    // A DELETE carries its data in the query (delete-beneficiary, spec §7).
    const query = call.query === undefined ? {} : { query: resolveTemplate(call.query, scope) as OperationQuery<typeof operation> };
    // The device fills what the call hands it (a passkey) before the call goes; a device that gave nothing stops it here.
    const sending = call.device ? await (await import('../device/passkey-ceremony')).withDevice(call.device, body, context.autofill) : body;
    if (quiet && call.device) {
      if (sending === null || !context.autofill?.chosen()) return false;
      quiet = false;
    }
    const result =
      sending === null
        ? deviceGaveNothing
        : await callOperation(context.client, operation, sending as OperationBody<typeof operation>, { ...query, ...(context.confirmation ? { confirmation: context.confirmation } : {}) });
    // Templates and effects see exactly what was sent: the body as the client normalised it.
    const request = (result.sent ?? body) as Record<string, unknown>;
    const stage: StageScope = { result, request };
    const answerScope = { ...scope, answer: result.body, request };
    const facts = { ...outcomeFacts(result, preferredCatalogues(call)), ...callFacts(call, answerScope) };
    const decided = await (await context.decision(call.answer ?? callAnswerDecision))(facts);
    if (call.optional && !allows(decided)) continue;
    // A failure without an answer, or the server's, says which request it was, for support.
    const answered = !allows(decided) && outcomeUnknown(result) ? decided.map((effect) => withReference(result.movesMoney ? sayChecking(effect) : effect, failureReference(result))) : decided;
    if (quiet && !allows(answered)) return false;
    await applyNow(answered, stage);
    if (!allows(answered)) {
      const fields = fieldsOfServerErrors(call.body, result.body);
      if (Object.keys(fields).length > 0) await context.apply([{ type: 'fieldErrors', fields }], stage);
      return false;
    }
    scope = answerScope;
    last = stage;
    if (call.remember) context.remember?.(resolveTemplate(call.remember, scope) as Record<string, unknown>);
    const keeps = { ...(call.keep ? (resolveTemplate(call.keep, scope) as Record<string, unknown>) : {}), ...(call.once ? { [sentKeyName]: { ...sentBodies(kept), [operation]: sentKey } } : {}) };
    if (Object.keys(keeps).length > 0) {
      kept = { ...kept, ...keeps };
      scope = { ...scope, state: kept };
      // Waiting in the autofill, what a call keeps stays with the action: the journey drawn again
      // under the customer's fingers, as they type their number, lost a key.
      if (!quiet) context.keep(kept);
    }
    if (call.outcome) {
      const effects = await (await context.decision(call.outcome))(facts);
      // A decision that says nothing is a rule file in error; the screen says something went wrong.
      if (effects.length === 0) throw new Error(`the decision ${call.outcome} gave no effect for ${operation}`);
      if (quiet && !allows(effects)) return false;
      await applyNow(effects, stage);
      if (!allows(effects)) return false;
    }
  }
  if (action.keep) {
    kept = { ...kept, ...(resolveTemplate(action.keep, scope) as Record<string, unknown>) };
    scope = { ...scope, state: kept };
    context.keep(kept);
  }
  const done = action.done.map(({ type, ...params }) => toEffect(type, resolveTemplate(params, scope) as Record<string, unknown>));
  await context.apply([...held, ...done, ...dialogs], last);
  return true;
}
