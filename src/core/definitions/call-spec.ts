import type { Template } from './template';

/** Every answer first meets this decision, unless its call names another: success goes on, a lost session logs out, anything else says why. */
export const callAnswerDecision = 'call-answer';

/** One call of any action (a step's button, a screen's action, a load's send): the operation, the body it sends, and what decides its outcome. */
export interface CallSpec {
  /** operationId in openapi/wallet.yaml. */
  readonly operation: string;
  readonly body: Template;
  /** Query parameters, for the operations that carry their data there (GET and DELETE). */
  readonly query?: Template;
  /** Decision every answer meets first; call-answer unless the call's codes mean more (password codes 18 and 11). */
  readonly answer?: string;
  /** Decision for an answer that succeeded; without one, success lets the step go on. */
  readonly outcome?: string;
  /** Facts for the decision besides the answer's status, code and message. */
  readonly facts?: Readonly<Record<string, Template>>;
  /** Catalogues whose message for the code wins over the general one (migration's code 10). */
  readonly catalogues?: readonly string[];
  /** What the journey keeps once the call has gone through: name -> template. */
  readonly keep?: Readonly<Record<string, Template>>;
  /**
   * Sent once per body: a retry of the step skips the call when it already went through with the
   * same body (a registration that succeeded before a later call failed would answer "exists").
   */
  readonly once?: boolean;
  /** What the session keeps from the answer once the call has gone through (spec §3 `user`): key -> template. */
  readonly remember?: Readonly<Record<'user', Template>>;
  /** The call runs only when this resolves to true ({"$equals": ["=answer.code", "11"]}: the answer before it); else it is skipped. */
  readonly when?: Template;
  /**
   * What the step can do without (re-KYC's prefill): an answer its decision would refuse is passed
   * over in silence, nothing kept, and the next call runs.
   */
  readonly optional?: boolean;
}

/** An effect of the closed vocabulary written as data, whose parameters may be templates. */
export interface EffectSpec {
  readonly type: string;
  readonly [param: string]: unknown;
}

/** What a button runs, in a flow or on any screen: calls in order, each going on only when its outcome allows, then the done effects. */
export interface RunSpec {
  readonly calls: readonly CallSpec[];
  /** What the journey keeps once every call went through, before the done effects: what a step without a call hands to the next (the amount to review). */
  readonly keep?: Readonly<Record<string, Template>>;
  readonly done: readonly EffectSpec[];
}
