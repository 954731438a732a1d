import { describe, expect, it } from 'vitest';
import newServiceRequest from '../../../schemas/flows/newServiceRequest.v1.json';
import type { StepChoices } from '@/core/flow/flow-definition';
import { createI18n, loadNamespace } from '../i18n/create-i18n';
import { listedChoices } from './listed-choices';

const [step] = newServiceRequest.steps;
const choices = (step?.choices ?? {}) as Readonly<Record<string, StepChoices>>;

describe('listedChoices: the options a step lists from what it loaded', () => {
  it('offers each loaded transaction by its reference, read as its day, description and amount in the language', async () => {
    const i18n = await createI18n('en');
    await loadNamespace(i18n, 'account');
    const rows = [
      { txnId: 'TXN1', txnDateTime: '2026-11-20T09:30:00+05:30', description: 'Card load', amount: 250_000 },
      { txnId: 'TXN2', txnDateTime: '2026-11-21T10:00:00+05:30', description: 'Transfer to Meena Rao', amount: 99 },
    ];
    const listed = listedChoices(choices, { loaded: { statementDetails: rows } }, i18n.t);
    expect(listed['txnId']?.map((option) => option.value)).toEqual(['TXN1', 'TXN2']);
    expect(listed['txnId']?.[0]?.label).toMatch(/^\S+ · Card load · ₹2,500\.00$/);
    expect(listed['txnId']?.[1]?.label).toContain('₹0.99');
  });

  it('offers nothing when nothing was loaded (a period without transactions)', async () => {
    const i18n = await createI18n('en');
    expect(listedChoices(choices, { loaded: undefined }, i18n.t)).toEqual({ txnId: [] });
  });
});
