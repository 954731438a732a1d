import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from './form-types';

/** The fields of a form in their declared order, without a fieldset around the whole form. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps<FormValues, Schema, FormContext>) {
  return <div className="fields">{properties.map((property) => property.content)}</div>;
}
