import type { TemplatesType } from '@rjsf/utils';
import { FieldErrorTemplate } from './field-error-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { SubmitButton } from './submit-button';
import type { FormContext, FormValues, Schema } from './form-types';

/** Our RJSF theme: the templates we replace; RJSF's own serve the rest. */
export const templates: Partial<TemplatesType<FormValues, Schema, FormContext>> = {
  FieldTemplate,
  FieldErrorTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType<FormValues, Schema, FormContext>['ButtonTemplates'],
};
