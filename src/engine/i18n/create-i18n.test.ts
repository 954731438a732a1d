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
      const shown = i18n.t('aadhaar.nameMismatchAttemptsLeft', { attemptsLeft: 2 });
      expect(shown.startsWith(i18n.t('aadhaar.nameMismatch'))).toBe(true);
      expect(shown).toContain('2');
      expect(shown).not.toContain('$t(');
    }
  });
});

describe('the working days a limit decides (issue 34 item 3)', () => {
  it("names the KYC agents' days and hours in each language's own words, from kycAgentHours", async () => {
    for (const language of ['en', 'fr', 'hi'] as const) {
      const i18n = await createI18n(language);
      // The weekdays format comes in a chunk of its own, which a page waits for before it shows.
      await laterFormats(i18n);
      const days = weeklyHoursWords(limit('kycAgentHours'), i18n.t('format.locale'), { range: (from, to) => i18n.t('format.dayRange', { from, to }), hours: (days, opens, closes) => i18n.t('format.dayHours', { days, opens, closes }), separator: i18n.t('format.hoursSeparator') });
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
