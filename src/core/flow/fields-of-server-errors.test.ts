import { describe, expect, it } from 'vitest';
import { fieldsOfServerErrors } from './fields-of-server-errors';

// A request template as a flow writes one (its messageCode a stand-in: src/core reads no contract).
const template = { messageCode: 1, cardHolder: { email: '=values.emailId', mobileNumber: '=state.mobileNumber' }, pan: '=values.pan_number' };

describe('fieldsOfServerErrors', () => {
  it('puts each refused pointer on the form field the template filled it from', () => {
    const answer = { code: '400', message: 'body must be valid', errors: [{ field: '/cardHolder/email', message: 'must match format "email"' }, { field: '/pan', message: 'must match pattern' }] };
    expect(fieldsOfServerErrors(template, answer)).toEqual({ emailId: 'validation.invalid', pan_number: 'validation.invalid' });
  });

  it('leaves pointers no form field filled, and answers without errors', () => {
    expect(fieldsOfServerErrors(template, { errors: [{ field: '/cardHolder/mobileNumber', message: 'x' }, { field: '/messageCode', message: 'y' }] })).toEqual({});
    expect(fieldsOfServerErrors(template, { code: '138', message: 'Incorrect' })).toEqual({});
    expect(fieldsOfServerErrors(template, undefined)).toEqual({});
  });
});
