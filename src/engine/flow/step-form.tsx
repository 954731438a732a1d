import Form from '@rjsf/core';
import { orderProperties, type ErrorSchema, type FormValidation, type RJSFValidationError } from '@rjsf/utils';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/engine/i18n/use-translation';
import { invalidFieldKey } from '@/core/flow/fields-of-server-errors';
import type { TemplateScope } from '@/core/flow/resolve-template';
import type { FormContext, FormValues, ListedChoice, Schema } from '../theme/form-types';
import { templates } from '../theme/templates';
import { widgetTable } from '../widgets/widget-table';
import type { LoadedForm } from '../config/load-form';
import { withReadonly } from './ui-schema';
import { useErrorsInLanguage } from './use-errors-in-language';

export interface StepFormProps {
  readonly loaded: LoadedForm;
  /** Prefix of the fields' ids, so a page and the dialog over it never share one. */
  readonly idPrefix: string;
  readonly values: FormValues;
  readonly onChange: (values: FormValues) => void;
  readonly onSubmit: (values: FormValues) => void;
  readonly onButton: (id: string) => void;
  readonly submitting: boolean;
  readonly busyButton: string | null;
  /** Errors the server or a decision put on fields: field -> translation key. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** What the screen knows besides the form, for the form's checks (=loaded, =state, =limit). */
  readonly scope?: TemplateScope;
  /** Hints under fields, in the customer's language: field -> text. */
  readonly hints?: Readonly<Record<string, string>>;
  /** The options the step lists for its choices, by field (the customer's recent transactions). */
  readonly choices?: Readonly<Record<string, readonly ListedChoice[]>>;
  /** Fields shown but closed to change, as a comma-separated list so an equal list keeps the form's uiSchema. */
  readonly readonlyFields?: string;
  /**
   * The form's id when its submit is drawn outside it (FormSubmitButton with formId): a dialog's
   * action bar, which stays in reach however long the dialog (issue 31 item 10).
   */
  readonly formId?: string;
}

function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/**
 * Where a field stands on screen: RJSF's own order (ui:order, "*" for the rest). The first error the
 * form focuses is the first on screen, whatever order the validator found them in (a condition's
 * field, checked before the others, stands below them).
 */
function screenPlaces(form: LoadedForm['form']): ReadonlyMap<string, number> {
  const order = form.uiSchema['ui:order'];
  const fields = orderProperties(Object.keys((form.schema as { properties?: Record<string, unknown> }).properties ?? {}), Array.isArray(order) ? order.map(String) : undefined);
  return new Map(fields.map((field, place) => [field, place]));
}

/** What the step gives by field, by the id the form gives that field's widget (as the widgets read formContext). */
function byFieldId<T>(idPrefix: string, byField: Readonly<Record<string, T>> | undefined): Record<string, T> | undefined {
  return byField && Object.fromEntries(Object.entries(byField).map(([field, value]) => [`${idPrefix}_${field}`, value]));
}

function uiTitle(uiSchema: Readonly<Record<string, unknown>>, field: string): string {
  const entry = uiSchema[field];
  if (typeof entry !== 'object' || entry === null) return field;
  const title = (entry as Record<string, unknown>)['ui:title'];
  return typeof title === 'string' ? title : field;
}

/**
 * One form of schemas/forms/ in our theme: messages translated ("Please enter {label}"), the
 * checks a schema cannot state, server errors on their fields, focus on the first error.
 */
export function StepForm({ loaded, idPrefix, values, onChange, onSubmit, onButton, submitting, busyButton, fieldErrors, scope, hints, choices, readonlyFields = '', formId }: StepFormProps) {
  const { form, validator } = loaded;
  // A field the form fills from another (the bank an IFSC names) is shown filled and closed to change.
  // Kept here, not read from `values`: the journey is not handed each key back (issue 14), the form is.
  const [derivedFields, setDerivedFields] = useState(() => loaded.derive?.fields(values) ?? '');
  const closedFields = [readonlyFields, derivedFields].filter((list) => list !== '').join(',');
  const uiSchema = useMemo(() => withReadonly(form.uiSchema, closedFields === '' ? [] : closedFields.split(',')), [form, closedFields]);
  // What was last filled for the customer, so it is taken back when its source no longer names it.
  const lastDerived = useRef<Readonly<Record<string, string>>>({});
  const { t } = useTranslation();
  const label = useCallback((field: string) => t(uiTitle(form.uiSchema, field)), [form, t]);
  const formRef = useRef<Form<FormValues, Schema, FormContext>>(null);
  const errorsShown = useErrorsInLanguage(formRef, t);

  const places = useMemo(() => screenPlaces(form), [form]);
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors
        // A condition not met (if/then: the password after a login by OTP) is told on its field by
        // the error "then" raises; ajv's "if" error on the whole form names nothing to fix.
        .filter((error) => error.name !== 'if')
        // A field the form fills from another (the bank an IFSC names) is not asked for while that other
        // is itself wrong: its error says what to fix (issue 55 item 7).
        .filter((error, _index, all) => {
          const source = loaded.derive?.sourceOf(fieldOf(error));
          return source === undefined || !all.some((other) => fieldOf(other) === source);
        })
        .sort((a, b) => (places.get(fieldOf(a)) ?? Number.MAX_SAFE_INTEGER) - (places.get(fieldOf(b)) ?? Number.MAX_SAFE_INTEGER))
        .map((error) => {
          const field = fieldOf(error);
          const key = form.messages[field]?.[error.name ?? ''] ?? invalidFieldKey;
          return { ...error, message: t(key, { label: label(field) }) };
        }),
    [form, label, loaded, places, t],
  );

  const customValidate = useCallback(
    (data: FormValues | undefined, errors: FormValidation<FormValues>) => {
      const failed = loaded.failedChecks?.(data ?? {}, new Date(), scope, (key) => t(key)) ?? {};
      for (const [field, message] of Object.entries(failed)) {
        (errors as Record<string, FormValidation<unknown> | undefined>)[field]?.addError(t(message.messageKey, { label: label(field), ...message.values }));
      }
      return errors;
    },
    [loaded, label, t, scope],
  );

  // The journey does not draw the form again at each key (issue 14): RJSF keeps what is typed. But
  // RJSF takes an error off a field the customer changes only when its form data comes back to it
  // as a prop; so while errors are shown, each change is handed back to it, as before.
  const [echoed, setEchoed] = useState<{ readonly of: FormValues; readonly data: FormValues } | null>(null);
  const formData = echoed?.of === values ? echoed.data : values;

  const extraErrors =
    Object.keys(fieldErrors).length === 0
      ? undefined
      : (Object.fromEntries(Object.entries(fieldErrors).map(([name, key]) => [name, { __errors: [t(key, { label: label(name) })] }])) as ErrorSchema<FormValues>);

  return (
    <Form<FormValues, Schema, FormContext>
      ref={formRef}
      schema={form.schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      // A consent is a box the customer ticks, never one ticked for them because the schema says it must be true.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      formContext={{ submitting, onButton, busyButton, hints: byFieldId(idPrefix, hints), choices: byFieldId(idPrefix, choices) }}
      idPrefix={idPrefix}
      onChange={(change) => {
        const typed = loaded.derive ? loaded.derive.values(change.formData ?? {}, lastDerived) : (change.formData ?? {});
        if (loaded.derive) setDerivedFields(loaded.derive.fields(typed));
        if (change.errors.length > 0 || typed !== change.formData) setEchoed({ of: values, data: typed });
        errorsShown(change.errors.length);
        onChange(typed);
      }}
      onSubmit={(data) => {
        errorsShown(0);
        onSubmit(data.formData ?? {});
      }}
      // The errors are on their fields already; without this RJSF also logs them to the console.
      onError={(errors) => errorsShown(errors.length)}
      widgets={widgetTable}
      templates={templates}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      extraErrorsBlockSubmit={false}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      id={formId}
    >
      {/* Children stand in for RJSF's own submit: none here when the submit is drawn outside. */}
      {formId === undefined ? undefined : <></>}
    </Form>
  );
}
