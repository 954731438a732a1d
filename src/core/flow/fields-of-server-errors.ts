import type { Template } from '../definitions/template';

/** The message key of a field that is wrong with no message of its own ("Please enter valid {label}"). */
export const invalidFieldKey = 'validation.invalid';

/** Body pointer ("/cardHolder/email") -> the form field whose value the template put there. */
function pointersOfFields(template: Template, pointer = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof template === 'string') {
    const field = /^=values\.([^.]+)$/.exec(template)?.[1];
    if (field) found.set(pointer, field);
  } else if (typeof template === 'object' && template !== null && !Array.isArray(template)) {
    for (const [key, value] of Object.entries(template)) {
      for (const [inner, field] of pointersOfFields(value, `${pointer}/${key}`)) found.set(inner, field);
    }
  }
  return found;
}

/**
 * The form fields a refused request names (openapi/wallet.yaml ErrorResponse: errors[].field is a
 * JSON pointer into the body), found through the call's body template, so each lands on the field
 * the customer typed it in. Pointers the form did not fill are left to the form-level message.
 */
export function fieldsOfServerErrors(bodyTemplate: Template, answer: unknown): Record<string, string> {
  const errors = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['errors'] : undefined;
  if (!Array.isArray(errors)) return {};
  const pointers = pointersOfFields(bodyTemplate);
  const fields: Record<string, string> = {};
  for (const error of errors as unknown[]) {
    const pointer = typeof error === 'object' && error !== null ? (error as Record<string, unknown>)['field'] : undefined;
    const field = typeof pointer === 'string' ? pointers.get(pointer) : undefined;
    if (field) fields[field] = invalidFieldKey;
  }
  return fields;
}
