import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { flatValidator, type FormValues } from './flat-validator';
import { WeeklyHoursWidget } from './weekly-hours-widget';

const widgets = { weeklyHours: WeeklyHoursWidget };

export interface StaffFormProps {
  readonly schema: RJSFSchema;
  readonly uiSchema?: UiSchema<FormValues>;
  readonly formData: FormValues;
  readonly onChange?: (values: FormValues) => void;
  readonly onSubmit: (values: FormValues) => void;
  readonly submitLabel: string;
  readonly busy?: boolean;
  readonly idPrefix: string;
}

/**
 * A form of the console, drawn by RJSF (the portal's renderer) from a schema the meta-schemas of
 * schemas/config/ give: labels, errors under their fields, the first wrong field focused.
 */
export function StaffForm({ schema, uiSchema = {}, formData, onChange, onSubmit, submitLabel, busy = false, idPrefix }: StaffFormProps) {
  return (
    <Form<FormValues>
      schema={schema}
      uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { submitText: submitLabel, props: { disabled: busy } } }}
      formData={formData}
      validator={flatValidator}
      widgets={widgets}
      idPrefix={idPrefix}
      showErrorList={false}
      focusOnFirstError
      noHtml5Validate
      onChange={(event) => onChange?.(event.formData ?? {})}
      onSubmit={(event) => onSubmit(event.formData ?? {})}
    />
  );
}
