import type { ColumnSpec, LoadSpec, NoteSpec, ValueSpec } from '../screens/screen-definition';
import type { FieldTransforms } from '../transforms/apply-transforms';
import type { RunSpec } from '../definitions/call-spec';
import type { Template } from '../definitions/template';

/** A secondary button of a step: resend a code, switch how to log in, start video KYC. */
export interface FlowButton extends RunSpec {
  readonly id: string;
  readonly labelKey: string;
  /** Offered only when this resolves to true (video KYC, while the KYC agents are at work: =agents.open). */
  readonly when?: Template;
}

export interface FlowLink {
  readonly labelKey: string;
  readonly to: string;
}

/** One step: a form of schemas/forms/ shown on a route (or as a dialog over it) and what its submit does. */
/** What a step shows above its form, read from what the journey kept (=state…): the account a migration moves. */
export interface StepSummary {
  readonly titleKey: string;
  readonly fields: readonly ValueSpec[];
  readonly rows?: { readonly value: Template; readonly captionKey: string; readonly rowKey: string; readonly columns: readonly ColumnSpec[] };
}

/** A translation key, or a choice between two by what the journey kept (a dormant wallet is re-activated, not re-KYC'd). */
export type KeyChoice = string | { readonly $if: Template; readonly then: string; readonly else: string };

/** A hint under a field, whose values are templates (the room left under the KYC cap). */
export interface FieldHint {
  readonly key: string;
  readonly values?: Readonly<Record<string, Template>>;
}

/** The options of a choice drawn from what the step loaded (the customer's recent transactions): one per item. */
export interface StepChoices {
  /** The list, as a template (=loaded.statementDetails); nothing loaded is no option. */
  readonly items: Template;
  /** What is sent for an item, a template of =item. */
  readonly value: Template;
  /** What the customer reads for it: a translation key and its values, templates of =item (a format shows a date or an amount). */
  readonly label: FieldHint;
}


/**
 * Where a journey opened afresh at its first step goes on from, by what that step loaded (a KYC
 * upgrade after a logout: the server still holds the PAN verified): the step, and what the journey
 * keeps from the load, as the steps skipped would have kept it.
 */
export interface StepResume {
  readonly when: Template;
  readonly step: string;
  readonly keep: Readonly<Record<string, Template>>;
}

/** What a step shows instead of its form when the form could not be of use (a wallet at its maximum balance). */
export interface StepUnavailable extends NoteSpec {
  readonly link?: FlowLink;
}

export interface FlowStep {
  readonly id: string;
  readonly route: string;
  readonly titleKey: KeyChoice;
  readonly introKey?: string;
  /** Values the intro names ({{to}}: where the OTP went), each shown in a format of the closed table. */
  readonly introValues?: Readonly<Record<string, Pick<ValueSpec, 'value' | 'format'>>>;
  /** Shown as a dialog over the route's page (the e-mail OTP box, the Aadhaar modal). */
  readonly dialog?: boolean;
  /** What earlier steps must have kept, and not as false or empty; reached without it (a deep link, cleared storage), the journey starts over. */
  readonly needs?: readonly string[];
  /** File stem of a form in schemas/forms/, such as "mobile.v1". */
  readonly form: string;
  readonly transforms: FieldTransforms;
  readonly submit: RunSpec;
  readonly buttons?: readonly FlowButton[];
  readonly links?: readonly FlowLink[];
  readonly summary?: StepSummary;
  /**
   * What the step loads when it shows (the wallet, for the room left to add money): its answer is
   * =loaded in the step's templates. Drawn as every screen's load is: loading, failure and retry.
   */
  readonly load?: LoadSpec | readonly LoadSpec[];
  /** Where the journey goes on from when it opens afresh at this step: the first whose condition holds, by what the step loaded. */
  readonly resume?: readonly StepResume[];
  /** What stands instead of the form when the form could not be of use; of several, the first whose condition holds. */
  readonly unavailable?: StepUnavailable | readonly StepUnavailable[];
  /** Notes above the form, each shown when its condition holds (when video KYC opens next), with the values it names. */
  readonly notes?: readonly NoteSpec[];
  /** Fields shown but not open to change, each while its template resolves to true (the name a PAN card verified, spec §5). */
  readonly readonly?: Readonly<Record<string, Template>>;
  /** Options of choice fields listed by the step (ui:options.listedBy "step"): field -> how each item is offered. */
  readonly choices?: Readonly<Record<string, StepChoices>>;
  /** Hints under fields: field -> hint. */
  readonly hints?: Readonly<Record<string, FieldHint>>;
  /** What the form opens with before the customer types in it (re-KYC: what the issuer holds): field -> template; an empty value is left out. */
  readonly prefill?: Readonly<Record<string, Template>>;
}

/** A journey of schemas/flows/: its steps, and where its state is kept between reloads (spec §3). */
export interface FlowDefinition {
  readonly flow: string;
  readonly version: number;
  /** Local-storage key of spec §3 that keeps the journey's state, encrypted; none: the state lives in memory. */
  readonly storageKey?: string;
  /** The journey's stages in order, each the ids of the steps it covers: "Step 3 of 5". */
  readonly progress?: readonly (readonly string[])[];
  readonly steps: readonly FlowStep[];
}
