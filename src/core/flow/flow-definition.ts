import type { ColumnSpec, LoadSpec, NoteSpec, ValueSpec } from '../screens/screen-definition';
import type { FieldTransforms } from '../transforms/apply-transforms';

/**
 * A value of a flow file that may refer to what is known when a step runs. A string starting with
 * "=" is a path: "=values.mobileNumber" (the form, after transforms), "=state.traceId" (what the
 * journey kept), "=answer.eventData.eventId" (the last answer's body), "=request.mobileNumber"
 * (the last body sent), "=limit.clientId" (rules/limits.json), "=session.mobileNumber" (the session's). {"$join": [...], "with": " "}
 * joins the non-empty parts; {"$if": ..., "then": ..., "else": ...} chooses; {"$equals": [a, b]} is
 * true when both are known and the same; {"$less": [a, b]} is true when both are numbers and a is
 * below b; {"$minus": [a, b]} is a less b when both are numbers (the room a payment leaves); {"$count": list} is a list's length (0 for none); {"$not": a} is true unless a is true; {"$and": [a, b]} is true when every part is true (two conditions compared with $equals are also equal when both are false); {"$present": a} is true when a is known and not empty (a profile's e-mail address); {"$in": [a, [x, y]]} is true when a is one of the values listed (a request still open); {"$rupees": paise} is the rupees a form's amount field takes ("25000.00"); {"$catalogue": name,
 * "code": ..., "otherwise": key} looks up a code's message key (see resolveTemplate).
 */
export type Template = unknown;

/** Every answer first meets this decision, unless its call names another: success goes on, a lost session logs out, anything else says why. */
export const callAnswerDecision = 'call-answer';

/** One call of a step: the operation, the body it sends, and what decides its outcome. */
export interface FlowCall {
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

/** What a button runs: calls in order, each going on only when its outcome allows, then the done effects. */
export interface FlowAction {
  readonly calls: readonly FlowCall[];
  /** What the journey keeps once every call went through, before the done effects: what a step without a call hands to the next (the amount to review). */
  readonly keep?: Readonly<Record<string, Template>>;
  readonly done: readonly EffectSpec[];
}

/** A secondary button of a step: resend a code, switch how to log in, start video KYC. */
export interface FlowButton extends FlowAction {
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
  readonly submit: FlowAction;
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
