import type { RunSpec, CallSpec } from '../definitions/call-spec';
import type { Template } from '../definitions/template';
import type { ValueFormat } from '../format/format-value';

/**
 * The screen definitions of schemas/screens/ (DESIGN.md "Screen kinds"): one JSON file per screen,
 * one generic view per kind. Values are templates (see resolveTemplate) over the screen's scope:
 * =session, =user (the user data of spec §3), =params (the path), =filters and =page (the URL's
 * search params), =row (a list's row), =record and =answer (what was loaded), =limit, =today.
 */

/** The operation a screen loads on open, and what its answers mean besides success. */
export interface LoadSpec {
  /** operationId in openapi/wallet.yaml. */
  readonly operation: string;
  readonly body?: Template;
  /** Query parameters, for GET and DELETE operations. */
  readonly query?: Template;
  /** Business codes that mean "nothing to show" rather than a failure (1284 and 9000: no beneficiaries). */
  readonly emptyCodes?: readonly string[];
  /** HTTP statuses that mean the record asked for does not exist (a detail's unknown id). */
  readonly notFoundStatuses?: readonly number[];
  /** A decision of rules/ a failed answer meets besides the temporary block: its dialogs open (922 opens the upgrade). */
  readonly outcome?: string;
}

/** A text shown when its condition holds (video KYC opens next, minimum KYC ends soon), with the values it names. */
export interface NoteSpec {
  readonly when: Template;
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, Pick<ValueSpec, 'value' | 'format'>>>;
}

/** A value shown with a label, in a format of the closed table. */
export interface ValueSpec {
  readonly labelKey: string;
  readonly value: Template;
  readonly format: ValueFormat;
  /** For the status format: the catalogue that names each code. */
  readonly catalogue?: string;
}

/** What the customer accepts before an action runs: a summary to accept, a form to fill (an OTP), or both. */
export interface ConfirmSpec {
  readonly titleKey: string;
  readonly introKey?: string;
  readonly summary?: readonly ValueSpec[];
  /** A form of schemas/forms/ shown in the dialog; its values are =confirm.… to the action's calls. */
  readonly form?: string;
  /** A call made as the dialog opens, and again by the form's resend button: it sends the OTP the form asks for. */
  readonly send?: CallSpec;
  /** The label of the button that accepts a summary; a form has its own submit button. */
  readonly confirmLabelKey: string;
}

/**
 * One action of any kind (a quick action, a row's delete, a toolbar's export, a detail's button):
 * a link (to), or calls with their decisions and done effects, optionally confirmed first and
 * allowed only with a permission of rules/kyc-permissions.rules.json.
 */
export interface ActionSpec extends Partial<RunSpec> {
  readonly id: string;
  readonly labelKey: string;
  readonly to?: Template;
  /** The action fact of the permission decisions ("transferToBank"); a customer without it is told to upgrade. */
  readonly permission?: string;
  readonly confirm?: ConfirmSpec;
  /** A name of the icon table, for quick actions. */
  readonly icon?: string;
  /** Shown only when this resolves to true (refresh, while a payment is pending). */
  readonly when?: Template;
}

export type FilterField =
  | {
      readonly name: string;
      readonly labelKey: string;
      readonly type: 'date';
      /** The message when what was typed is not a whole date. */
      readonly invalidKey: string;
      /** For a date the load needs: the message when it is left empty (nothing is then sent). */
      readonly requiredKey?: string;
      readonly match?: undefined;
    }
  | {
      readonly name: string;
      readonly labelKey: string;
      readonly type: 'select' | 'search';
      /** For select: the values allowed, each with its label. */
      readonly options?: readonly { readonly value: string; readonly labelKey: string }[];
      /** For select: the one value the list always keeps (credits only); the field is not offered and the URL cannot change it. */
      readonly fixed?: string;
      /**
       * The row's values the filter looks in (=row templates): it then chooses among the rows loaded
       * instead of being sent (the statement API filters by dates only).
       */
      readonly match?: readonly Template[];
    };

/** A named set of filter values (the last 90 days); its values are date templates. */
export interface FilterPreset {
  readonly id: string;
  readonly labelKey: string;
  readonly values: Readonly<Record<string, Template>>;
}

/** A check across filter fields: the first may not come after the second (spec §5 From and To). */
export interface FilterCheck {
  readonly check: 'notAfter';
  readonly field: string;
  readonly other: string;
  readonly messageKey: string;
}

export interface FilterSpec {
  readonly fields: readonly FilterField[];
  readonly presets?: readonly FilterPreset[];
  /** The preset a list opens with when the URL names none. */
  readonly defaultPreset?: string;
  readonly checks?: readonly FilterCheck[];
}

export interface ColumnSpec extends ValueSpec {
  readonly key: string;
  /** For money: true when the row's amount left the wallet (a debit), shown with a minus sign and its colour, a credit with a plus; a sign, never colour alone. */
  readonly outgoing?: Template;
  /** For money: false when the row moved nothing (a failed transfer), shown with no sign nor the colour of money in or out (issue 31 item 12). */
  readonly moved?: Template;
}

export interface ListDefinition {
  readonly kind: 'list';
  readonly version: number;
  /** The name of its rows (a table's caption); the page's title is its route's. */
  readonly titleKey: string;
  readonly introKey?: string;
  readonly load: LoadSpec;
  /** Path of the rows in the answer. */
  readonly items: string;
  /** Path of the total count in the answer, when the server pages. */
  readonly total?: string;
  /** Path of the field that identifies a row. */
  readonly rowKey: string;
  readonly filters?: FilterSpec;
  /**
   * Rows per page; rows per request when the server sends batches the portal pages through; and
   * how many rows of the period the portal's own filters look through, batch by batch.
   */
  readonly page: { readonly size: Template; readonly batch?: Template; readonly filterRows?: Template };
  readonly columns: readonly ColumnSpec[];
  readonly rowLink?: Template;
  readonly rowActions?: readonly ActionSpec[];
  /** Actions above the rows; with the notes, they read the answer (=answer) once it came, and show only then. */
  readonly toolbar?: readonly ActionSpec[];
  readonly notes?: readonly NoteSpec[];
  /** Downloads of the rows the filters keep: a CSV of the columns shown (RFC 4180, amounts as numbers). */
  readonly export?: { readonly csv?: { readonly labelKey: string; /** The file's name before .csv, read in the list's scope (its period). */ readonly fileName: Template } };
  readonly empty: { readonly messageKey: string; readonly values?: NoteSpec['values']; readonly action?: ActionSpec };
  /** Money in and out per month of the filters' period, as bars and the same figures as a table. */
  readonly chart?: ChartSpec;
}

/** A chart of amounts per period (the history's spending): one group of bars a row of its load's answer. */
export interface ChartSpec {
  /** Its own load, with the list's filters (=filters): the totals of the whole period, not of the rows loaded. */
  readonly load: LoadSpec;
  /** Path of the rows in the answer: one group of bars each. */
  readonly items: string;
  /** The month a row stands for (YYYY-MM), shown as the language names months. */
  readonly month: Template;
  readonly monthLabelKey: string;
  readonly captionKey: string;
  readonly captionValues?: NoteSpec['values'];
  /** The bars of a group, each an amount in paise, named in the legend and the table; "in" and "out" are drawn in their colours. */
  readonly series: readonly { readonly key: 'in' | 'out'; readonly labelKey: string; readonly value: Template }[];
}

/** Rows inside a record (its verified documents), as a list draws them. */
export interface DetailTable {
  readonly titleKey: string;
  /** Path of the rows in the record. */
  readonly items: string;
  readonly rowKey: string;
  readonly columns: readonly ColumnSpec[];
  /** What stands in place of the table when the record has no rows. */
  readonly emptyKey: string;
}

export interface DetailDefinition {
  readonly kind: 'detail';
  readonly version: number;
  /** One load, or several read together (the wallet and the beneficiary): =answer holds their fields. */
  readonly load: LoadSpec | readonly LoadSpec[];
  /** Path of the record in the answer. */
  readonly record: string;
  /** Warnings above the record, each when its condition holds. */
  readonly notes?: readonly NoteSpec[];
  readonly fields: readonly ValueSpec[];
  /** Leave out fields with nothing to show (minimum KYC's validity, for full KYC) rather than a dash. */
  readonly hideEmpty?: boolean;
  readonly tables?: readonly DetailTable[];
  readonly actions?: readonly ActionSpec[];
  readonly notFoundKey: string;
}

export type HomePanel =
  | {
      readonly type: 'summary';
      readonly titleKey: string;
      readonly load: LoadSpec;
      readonly record: string;
      readonly headline: ValueSpec;
      readonly fields: readonly ValueSpec[];
      /** Links under the figures (the KYC details). */
      readonly actions?: readonly ActionSpec[];
    }
  | { readonly type: 'actions'; readonly titleKey: string; readonly actions: readonly ActionSpec[] }
  | {
      readonly type: 'prompts';
      readonly load: LoadSpec;
      /** A decision whose modal effects become prompts on the home (the KYC event check). */
      readonly decision: string;
      readonly facts: Readonly<Record<string, Template>>;
    }
  | {
      readonly type: 'list';
      readonly titleKey: string;
      /** A list definition of schemas/screens/, shown with its default filters. */
      readonly list: string;
      /** How many of the latest rows it shows (=limit.homeRecentRows). */
      readonly rows: Template;
      readonly more: { readonly labelKey: string; readonly to: string };
    };

export interface HomeDefinition {
  readonly kind: 'home';
  readonly version: number;
  readonly panels: readonly HomePanel[];
}

/**
 * Minimum and full KYC side by side (spec §2, §6, §9): rows of figures read from the limits, then
 * one row for each action the permission decision names, allowed or not for each level as the
 * decision says. Nothing in it is retyped: a change to either file changes the table.
 */
export interface ComparisonSpec {
  readonly captionKey: string;
  /** The head of the first column. */
  readonly featureKey: string;
  readonly levels: readonly { readonly kycType: string; readonly labelKey: string }[];
  /** Rows of figures, a cell per level: a message and the value it names as {{value}} (=limit…). */
  readonly rows: readonly { readonly labelKey: string; readonly cells: readonly { readonly messageKey: string; readonly value?: Template }[] }[];
  /** The permission decision of rules/ whose actions are compared. */
  readonly decision: string;
  /** Actions the decision names that are not features to compare (the upgrade itself). */
  readonly exclude?: readonly string[];
}

export type ContentBlock =
  | ({ readonly type: 'comparison' } & ComparisonSpec)
  | { readonly type: 'heading'; readonly key: string }
  | { readonly type: 'paragraph'; readonly key: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  | { readonly type: 'link'; readonly key: string; readonly to: Template }
  | {
      readonly type: 'faq';
      readonly searchLabelKey: string;
      readonly searchEmptyKey: string;
      readonly topics: readonly { readonly titleKey: string; readonly items: readonly { readonly q: string; readonly a: string }[] }[];
    };

export interface ContentDefinition {
  readonly kind: 'content';
  readonly version: number;
  readonly introKey?: string;
  /** Values every text of the page may name ({{helpAddress}}), as templates (=limit.helpAddress). */
  readonly values?: Readonly<Record<string, Template>>;
  readonly blocks: readonly ContentBlock[];
}

export type ResultOutcome = 'success' | 'failure' | 'pending';

export interface ResultDefinition {
  readonly kind: 'result';
  readonly version: number;
  readonly load?: LoadSpec;
  readonly record?: string;
  /** Fixed, or chosen from a value of the record (a transaction's status). */
  readonly outcome: ResultOutcome | { readonly from: Template; readonly map: Readonly<Record<string, ResultOutcome>>; readonly otherwise: ResultOutcome };
  readonly messages: Readonly<Partial<Record<ResultOutcome, string>>>;
  /** The message key chosen from the record instead (a transfer's cashout code, by its catalogue); messages' when it resolves to none. */
  readonly message?: Template;
  /** A paragraph under the message, headed by its label: why it failed and what to fix (a KYC upgrade's reason). */
  readonly explanation?: ValueSpec;
  readonly summary?: readonly ValueSpec[];
  readonly actions: readonly ActionSpec[];
  readonly notFoundKey?: string;
}

export type ScreenDefinition = ListDefinition | DetailDefinition | HomeDefinition | ContentDefinition | ResultDefinition;
/** A custom screen is code registered in src/app/custom-screens.ts, for the rare screen no kind fits. */
export type ScreenKind = ScreenDefinition['kind'] | 'flow' | 'custom';

/** schemas/shell.json: what the signed-in shell loads for its header and for the permission of every action. */
export interface ShellDefinition {
  readonly customerName: { readonly load: LoadSpec; readonly value: Template; readonly to: string; readonly labelKey: string };
  readonly permissions: {
    readonly load: LoadSpec;
    /** The facts the decisions are given besides the action: =answer.… of the load. */
    readonly facts: Readonly<Record<string, Template>>;
    /** Decisions of rules/, in order; the first that does not allow refuses. */
    readonly decisions: readonly string[];
  };
}
