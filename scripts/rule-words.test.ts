import { describe, expect, it } from 'vitest';
import limitsFile from '../rules/limits.json';
import coolingOff from '../rules/cooling-off.rules.json';
import en from '../locales/en/portal.json';
import { formatMoney } from '../src/core/money/format-money';
import { valueAtKey } from './locale-keys';
import { conditionWords, eventWords, ruleWords, type RuleWordsContext } from './rule-words';

const context: RuleWordsContext = {
  limits: limitsFile.limits,
  money: { locale: en.format.locale, currency: limitsFile.limits.currencyCode.value },
  text: (key) => {
    const text = valueAtKey(en, key);
    return typeof text === 'string' ? text : undefined;
  },
};

describe('a rule in words (issue 34 item 1)', () => {
  it('says a named condition with its facts, operators and limits by their values', () => {
    const cap = formatMoney(limitsFile.limits.coolingOffCapPaise.value, context.money.locale, context.money.currency);
    expect(conditionWords(coolingOff.conditions.refused, context)).toBe(`all of (coolingOff is 0; amountPaise is above the limit coolingOffCapPaise (${cap}))`);
  });

  it('says what a rule does with the customer\'s words, and when', () => {
    const [first] = coolingOff.rules;
    // The message as the customer reads it, its cap filled in (issue 57 point 5).
    const cap = formatMoney(limitsFile.limits.coolingOffCapPaise.value, context.money.locale, context.money.currency);
    const message = en.coolingOffMessage.replace('{{coolingOffCap, money}}', cap);
    expect(message).not.toContain('{{');
    expect(eventWords(first?.event, context)).toBe(`deny: «${message}»`);
    expect(ruleWords(first, context)).toBe(`when «refused», then deny: «${message}»`);
    expect(conditionWords({ any: [{ not: { fact: 'kycType', operator: 'in', value: ['MIN_KYC'] } }] }, context)).toBe('any of (not (kycType is one of "MIN_KYC"))');
  });
});
