import { describe, expect, it } from 'vitest';
import { printableText } from './printable-text';

describe('printableText (issue 35 item 5)', () => {
  it('drops emoji, with their modifiers and joined sequences, and the controls that turn text around', () => {
    expect(printableText('Rahul 🙂 Mehta')).toBe('Rahul Mehta');
    expect(printableText('Asha 👩🏽‍💻 Verma')).toBe('Asha Verma');
    expect(printableText('Flag 🇮🇳')).toBe('Flag');
    expect(printableText('\u202EahsA\u202C Verma\u200F')).toBe('ahsA Verma');
    expect(printableText('\u2067Ravi\u2069')).toBe('Ravi');
  });

  it('keeps Devanagari with its joiners, accents and the rupee sign', () => {
    for (const text of ['क्‍ष', 'रिफ़ंड', 'Relevé à ₹1,000.00', 'र्‍य']) expect(printableText(text)).toBe(text);
  });
});
