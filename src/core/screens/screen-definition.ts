import type { DeepReadonly } from '../definitions/deep-readonly';
import type * as Generated from '../definitions/generated/definition-types';

/**
 * The screen definitions of schemas/screens/ (DESIGN.md "Screen kinds"): one JSON file per screen,
 * one generic view per kind. Their types are generated from the meta-schemas of schemas/config/
 * (npm run gen, src/core/definitions/generated/): the schema is the one source, and these are its
 * names, read-only. Values are templates (see resolveTemplate) over the screen's scope: =session,
 * =user (the user data of spec §3), =params (the path), =filters and =page (the URL's search
 * params), =row (a list's row), =record and =answer (what was loaded), =limit, =today, =language; a detail's =device (what the device can do).
 */

/** The operation a screen loads on open, and what its answers mean besides success. */
export type LoadSpec = DeepReadonly<Generated.LoadSpec>;
/** A text shown when its condition holds, with the values it names. */
export type NoteSpec = DeepReadonly<Generated.NoteSpec>;
/** A value shown with a label, in a format of the closed table. */
export type ValueSpec = DeepReadonly<Generated.ValueSpec>;
/** One action of any kind: a link, or calls with their decisions and done effects, optionally confirmed first. */
export type ActionSpec = DeepReadonly<Generated.ActionSpec>;
/** What the customer accepts before an action runs: a summary, a form (an OTP), or both. */
export type ConfirmSpec = NonNullable<ActionSpec['confirm']>;
export type ColumnSpec = DeepReadonly<Generated.ColumnSpec>;

export type ListDefinition = DeepReadonly<Generated.ListDefinition>;
export type FilterSpec = NonNullable<ListDefinition['filters']>;
export type FilterField = FilterSpec['fields'][number];
export type FilterPreset = NonNullable<FilterSpec['presets']>[number];
export type FilterCheck = NonNullable<FilterSpec['checks']>[number];
export type ChartSpec = NonNullable<ListDefinition['chart']>;

export type DetailDefinition = DeepReadonly<Generated.DetailDefinition>;
/** Rows inside a record (its verified documents), as a list draws them. */
export type DetailTable = NonNullable<DetailDefinition['tables']>[number];

export type HomeDefinition = DeepReadonly<Generated.HomeDefinition>;
export type HomePanel = HomeDefinition['panels'][number];

/** Minimum and full KYC side by side, read from the limits and the permission decision. */
export type ComparisonSpec = DeepReadonly<Generated.ComparisonSpec>;
export type ContentDefinition = DeepReadonly<Generated.ContentDefinition>;
export type ContentBlock = ContentDefinition['blocks'][number];

export type ResultOutcome = Generated.ResultOutcome;
export type ResultDefinition = DeepReadonly<Generated.ResultDefinition>;

export type ScreenDefinition = ListDefinition | DetailDefinition | HomeDefinition | ContentDefinition | ResultDefinition;
/** A custom screen is code registered in src/app/custom-screens.ts, for the rare screen no kind fits. */
export type ScreenKind = ScreenDefinition['kind'] | 'flow' | 'custom';

/** schemas/shell.json: what the signed-in shell loads for its header and for the permission of every action. */
export type ShellDefinition = DeepReadonly<Generated.ShellDefinition>;
