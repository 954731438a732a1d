import type { DeepReadonly } from './deep-readonly';
import type * as Generated from './generated/definition-types';

/** Every answer first meets this decision, unless its call names another: success goes on, a lost session logs out, anything else says why. */
export const callAnswerDecision = 'call-answer';

/** One call of any action (a step's button, a screen's action, a load's send): the operation, the body it sends, and what decides its outcome (schemas/config/flow.schema.json "call"). */
export type CallSpec = DeepReadonly<Generated.CallSpec>;

/** An effect of the closed vocabulary written as data, whose parameters may be templates. */
export type EffectSpec = DeepReadonly<Generated.EffectSpec>;

/** What a button runs, in a flow or on any screen: calls in order, each going on only when its outcome allows, then the done effects. */
export type RunSpec = DeepReadonly<Generated.RunSpec>;
