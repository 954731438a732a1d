import { describe, expect, it } from 'vitest';
import limitsFile from '../../../rules/limits.json';
import { limitsInMessages } from './limits-in-messages';

describe('limitsInMessages (issue 33 item 2)', () => {
  it('offers every limit of rules/limits.json to every message, an amount in paise also by its name without "Paise", with no list kept in code', () => {
    const defaults = limitsInMessages();
    for (const [name, { value }] of Object.entries(limitsFile.limits)) {
      expect(defaults[name], name).toEqual(value);
      if (name.endsWith('Paise')) expect(defaults[name.replace(/Paise$/, '')], name).toEqual(value);
    }
  });
});
