import { describe, expect, it } from 'vitest';
import { createI18n, laterFormats } from './create-i18n';
import { limit } from '@/core/config/limits';
import { weeklyHoursWords } from '@/core/format/weekday-words';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the money format of each language', () => {
  it('writes paise as English in India does: lakh grouping, the rupee sign first', async () => {
    const i18n = await createI18n('en');
    expect(i18n.t('format.money', { amount: 20_000_000 })).toBe('₹2,00,000.00');
  });

  it('writes paise as French does', async () => {
    const i18n = await createI18n('fr');
    expect(spaces(i18n.t('format.money', { amount: 20_000_000 }))).toBe('200 000,00 ₹');
  });
});

describe('a text that takes in another (i18next nesting)', () => {
  it("shows the spec's own words with what follows them: the name mismatch and the attempts left, in every language", async () => {
    for (const language of ['en', 'fr', 'hi'] as const) {
      const i18n = await createI18n(language);
      // The attempts left are a count: i18next picks the plural form (issue 59 item 2).
      for (const count of [1, 2]) {
        const shown = i18n.t('aadhaar.nameMismatchAttemptsLeft', { count });
        expect(shown.startsWith(i18n.t('aadhaar.nameMismatch'))).toBe(true);
        expect(shown).toContain(String(count));
        expect(shown).not.toContain('$t(');
      }
      if (language === 'en') expect(i18n.t('aadhaar.nameMismatchAttemptsLeft', { count: 1 })).toMatch(/1 attempt left\.$/);
      if (language === 'en') expect(i18n.t('format.validityDays', { date: '09/12/2026', count: 1 })).toBe('until 09/12/2026 (1 day left)');
    }
  });
});

describe('the working days a limit decides (issue 34 item 3)', () => {
  it("names the KYC agents' days and hours in each language's own words, from kycAgentHours", async () => {
    for (const language of ['en', 'fr', 'hi'] as const) {
      const i18n = await createI18n(language);
      // The weekdays format comes in a chunk of its own, which a page waits for before it shows.
      await laterFormats(i18n);
      const days = weeklyHoursWords(limit('kycAgentHours'), i18n.t('format.locale'), { range: (from, to) => i18n.t('format.dayRange', { from, to }), hours: (weekdays, opens, closes) => i18n.t('format.dayHours', { weekdays, opens, closes }), separator: i18n.t('format.hoursSeparator') });
      const shown = i18n.t('kyc.videoKycClosed', { opensAt: '' });
      expect(shown, language).toContain(days);
      expect(shown, language).not.toContain('{{');
    }
  });
});

describe('a wait the server names (issue 55 item 2)', () => {
  it('says how long a locked OTP waits, in minutes, in each language', async () => {
    for (const language of ['en', 'fr', 'hi'] as const) {
      const i18n = await createI18n(language);
      await laterFormats(i18n);
      const shown = i18n.t('code.149Wait', { retryAfterSeconds: limit('otpWindowMinutes') * 60 });
      expect(shown, language).toContain(new Intl.NumberFormat(i18n.t('format.locale'), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(limit('otpWindowMinutes')));
      expect(shown, language).not.toContain('{{');
    }
  });
});
