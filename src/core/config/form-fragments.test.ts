import { describe, expect, it } from 'vitest';
import { FragmentRefError, fragmentRefs, resolveFormFragments } from './form-fragments';

const address = {
  fragment: 'address',
  version: 1,
  fields: {
    Pincode: {
      schema: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
      ui: { 'ui:title': 'field.pincode', 'ui:widget': 'pincode' },
      messages: { required: 'validation.required', pattern: 'validation.invalid' },
      checks: [{ check: 'pincodeInState', other: 'state_name', catalogue: 'indianStates', messageKey: 'validation.pincodeState' }],
    },
    country: { schema: { type: 'string', minLength: 1 }, ui: { 'ui:title': 'field.country' } },
  },
};
const files: Record<string, unknown> = { '../fragments/address.v1.json': address };
const fragmentAt = (file: string) => {
  if (!(file in files)) throw new Error('not found');
  return files[file];
};

const form = {
  form: 'details',
  version: 1,
  schema: {
    $id: 'details',
    type: 'object',
    required: ['Pincode'],
    properties: {
      name: { type: 'string' },
      Pincode: { $ref: '../fragments/address.v1.json#/fields/Pincode' },
      country: { $ref: '../fragments/address.v1.json#/fields/country', default: 'India' },
    },
  },
  uiSchema: { name: { 'ui:title': 'field.name' }, Pincode: { 'ui:autocomplete': 'postal-code' } },
  messages: { Pincode: { pattern: 'validation.pincode' } },
  checks: [{ field: 'name', check: 'typedText', textKey: 'x', messageKey: 'y' }],
};

describe('resolveFormFragments', () => {
  const resolved = resolveFormFragments(form, fragmentAt);

  it("lays each field's schema in, keys beside the $ref winning, in the form's order", () => {
    expect(resolved.schema.properties).toEqual({
      name: { type: 'string' },
      Pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
      country: { type: 'string', minLength: 1, default: 'India' },
    });
    expect(Object.keys(resolved.schema.properties)).toEqual(['name', 'Pincode', 'country']);
    expect(resolved.schema.required).toEqual(['Pincode']);
  });

  it("lays the form's own uiSchema and messages for a field over the fragment's", () => {
    expect(resolved.uiSchema).toEqual({
      name: { 'ui:title': 'field.name' },
      Pincode: { 'ui:title': 'field.pincode', 'ui:widget': 'pincode', 'ui:autocomplete': 'postal-code' },
      country: { 'ui:title': 'field.country' },
    });
    expect(resolved.messages).toEqual({ Pincode: { required: 'validation.required', pattern: 'validation.pincode' } });
  });

  it("adds a field's checks for the field as the form names it, before the form's own", () => {
    expect(resolved.checks).toEqual([
      { field: 'Pincode', check: 'pincodeInState', other: 'state_name', catalogue: 'indianStates', messageKey: 'validation.pincodeState' },
      { field: 'name', check: 'typedText', textKey: 'x', messageKey: 'y' },
    ]);
  });

  it('leaves the fragment as it was, and a form without references as it is', () => {
    (resolved.schema.properties.Pincode as Record<string, unknown>)['pattern'] = 'changed';
    expect(address.fields.Pincode.schema.pattern).toBe('^[1-9][0-9]{5}$');
    const plain = { form: 'plain', schema: { properties: { a: { type: 'string' } } } };
    expect(resolveFormFragments(plain, fragmentAt)).toBe(plain);
  });

  it('lists the references with their place in the form', () => {
    expect(fragmentRefs(form).map((ref) => [ref.name, ref.pointer, ref.file, ref.fieldPointer])).toEqual([
      ['Pincode', '/schema/properties/Pincode', '../fragments/address.v1.json', '/fields/Pincode'],
      ['country', '/schema/properties/country', '../fragments/address.v1.json', '/fields/country'],
    ]);
  });

  it('throws at the reference that leads nowhere: another folder, a file that is not there, a field it lacks', () => {
    const pointing = (ref: string) => ({ ...form, schema: { ...form.schema, properties: { pin: { $ref: ref } } } });
    const failure = (ref: string) => {
      try {
        resolveFormFragments(pointing(ref), fragmentAt);
      } catch (error) {
        return error instanceof FragmentRefError ? [error.pointer, error.message] : error;
      }
      return 'resolved';
    };
    expect(failure('../forms/otp.v1.json#/fields/otp')).toEqual(['/schema/properties/pin', '"$ref" must name a field of a fragment, as "../fragments/<file>.json#/fields/<field>"']);
    expect(failure('../fragments/nowhere.v1.json#/fields/pin')).toEqual(['/schema/properties/pin', '"$ref" names ../fragments/nowhere.v1.json, which cannot be read: not found']);
    expect(failure('../fragments/address.v1.json#/fields/pin')).toEqual(['/schema/properties/pin', '"$ref" names ../fragments/address.v1.json#/fields/pin, which is not a field of that fragment']);
  });
});
