import type { DeepReadonly } from '../definitions/deep-readonly';
import type * as Generated from '../definitions/generated/definition-types';

/**
 * A journey of schemas/flows/: its steps, the forms they show and what their buttons run, and
 * where its state is kept between reloads (spec §3). The types are generated from
 * schemas/config/flow.schema.json (npm run gen); these are their names, read-only.
 */
export type FlowDefinition = DeepReadonly<Generated.FlowDefinition>;
export type FlowStep = DeepReadonly<Generated.FlowStep>;
/** A secondary button of a step: resend a code, switch how to log in, start video KYC. */
export type FlowButton = NonNullable<FlowStep['buttons']>[number];
export type FlowLink = NonNullable<FlowStep['links']>[number];
/** What a step shows above its form, read from what the journey kept. */
export type StepSummary = NonNullable<FlowStep['summary']>;
/** A translation key, or a choice between two by what the journey kept. */
export type KeyChoice = FlowStep['titleKey'];
/** A hint under a field, whose values are templates. */
export type FieldHint = NonNullable<FlowStep['hints']>[string];
/** The options of a choice drawn from what the step loaded: one per item. */
export type StepChoices = NonNullable<FlowStep['choices']>[string];
/** Where a journey opened afresh at its first step goes on from, by what that step loaded. */
export type StepResume = NonNullable<FlowStep['resume']>[number];
/** What a step shows instead of its form when the form could not be of use. */
export type StepUnavailable = DeepReadonly<Generated.StepUnavailable>;
