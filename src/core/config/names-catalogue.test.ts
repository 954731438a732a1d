import { describe, expect, it } from 'vitest';
import { namesCatalogue } from './names-catalogue';

describe('namesCatalogue: whether a definition needs the catalogues loaded', () => {
  it('finds a lookup, a list, a format and a call naming a catalogue, however deep', () => {
    expect(namesCatalogue({ steps: [{ titleKey: { $catalogue: 'kycTypes', code: '=state.kyc', otherwise: 'x' } }] })).toBe(true);
    expect(namesCatalogue({ uiSchema: { state: { 'ui:options': { catalogue: 'indianStates' } } } })).toBe(true);
    expect(namesCatalogue({ fields: [{ format: 'status', options: { catalogue: 'walletStatus' } }] })).toBe(true);
    expect(namesCatalogue({ call: { operation: 'x', catalogues: ['migrationCodes'] } })).toBe(true);
  });

  it('finds none in a definition that names none', () => {
    expect(namesCatalogue({ schema: { properties: { mobile: { type: 'string', title: 'catalogue' } } }, list: ['catalogue'] })).toBe(false);
    expect(namesCatalogue(null)).toBe(false);
  });

  it('does not look into the calls of an action, whose run loads the catalogues itself', () => {
    const submit = { calls: [{ operation: 'x', catalogues: ['registrationErrors'], facts: { messageKey: { $catalogue: 'onboardingCodes', code: '=answer.code', otherwise: 'x' } } }] };
    expect(namesCatalogue({ steps: [{ form: 'mobile.v1', submit }] })).toBe(false);
    expect(namesCatalogue({ steps: [{ form: 'mobile.v1', submit, titleKey: { $catalogue: 'kycTypes', code: '=state.kyc', otherwise: 'x' } }] })).toBe(true);
  });
});
