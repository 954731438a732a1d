import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation, type OperationBody } from '../../api/call-operation';
import { operations, type OperationId } from '../../api/generated/operations';
import { normaliseRequestBody } from '../../core/http/normalise-request-body';
import type { MessageRef } from '../../core/effects/effect';
import { decideOutcome } from '../../core/outcome/decide-outcome';
import { applyTransforms } from '../../core/transforms/apply-transforms';
import { useApi } from '../api/api-context';
import { templates } from '../theme/templates';
import type { FormContext, FormValues, Schema } from '../theme/form-types';
import { widgetTable } from '../widgets/widget-table';
import type { LoadedScreen } from './load-screen';
import { useRunEffects } from './use-run-effects';

export interface FormScreenProps {
  readonly loaded: LoadedScreen;
}

function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

function uiTitle(uiSchema: Readonly<Record<string, unknown>>, field: string): string {
  const entry = uiSchema[field];
  if (typeof entry !== 'object' || entry === null) return field;
  const title = (entry as Record<string, unknown>)['ui:title'];
  return typeof title === 'string' ? title : field;
}

/**
 * A screen built from data: the form of schemas/forms/, submitted through the operation the
 * screen names, with the declared transforms, and whatever the outcome decision says next.
 * What the customer typed stays in the form whatever the answer.
 */
export function FormScreen({ loaded }: FormScreenProps) {
  const { screen, form, validator, decide } = loaded;
  const { t } = useTranslation();
  const { client } = useApi();
  const runEffects = useRunEffects();
  const [formData, setFormData] = useState<FormValues>({});
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues> | undefined>(undefined);
  const inFlight = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      errors.map((error) => {
        const field = fieldOf(error);
        const key = form.messages[field]?.[error.name ?? ''] ?? 'validation.invalid';
        return { ...error, message: t(key, { label: t(uiTitle(form.uiSchema, field)) }) };
      }),
    [form, t],
  );

  const showFormError = useCallback((message: MessageRef | null) => {
    setFormError(message);
    // Moves focus to the message so keyboard and screen-reader users meet it at once.
    if (message) requestAnimationFrame(() => alertRef.current?.focus());
  }, []);

  // RJSF has already prevented the browser's own submit before calling this.
  const submit = async ({ formData: values }: IChangeEvent<FormValues, Schema, FormContext>) => {
    // A ref, not state: two clicks in one frame both see the state from before either.
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFormError(null);
    setExtraErrors(undefined);
    try {
      const operation = screen.operation as OperationId;
      // Normalised here as the client would, so effects (the stored mobile number) see what was sent.
      const request = normaliseRequestBody(applyTransforms(values ?? {}, screen.transforms), operations[operation]) as Record<string, unknown>;
      const result = await callOperation(client, operation, request as OperationBody<typeof operation>);
      const effects = await decideOutcome(decide, result);
      runEffects(effects, {
        result,
        request,
        setFormError: showFormError,
        setFieldErrors: (fields) =>
          setExtraErrors(
            Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, { __errors: [t(key)] }])),
          ),
      });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">{t(screen.titleKey)}</h1>
      {screen.introKey ? <p className="screen__intro">{t(screen.introKey)}</p> : null}
      {formError ? (
        <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1}>
          {t(formError.messageKey, formError.values)}
        </div>
      ) : null}
      <Form<FormValues, Schema, FormContext>
        schema={form.schema}
        uiSchema={form.uiSchema}
        validator={validator}
        formData={formData}
        formContext={{ submitting }}
        onChange={(change) => setFormData(change.formData ?? {})}
        onSubmit={(data) => void submit(data)}
        // The errors are on their fields already; without this RJSF also logs them to the console.
        onError={() => undefined}
        widgets={widgetTable}
        templates={templates}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
      />
    </section>
  );
}
