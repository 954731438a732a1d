import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps the first name and the initial of each other name', () => {
    expect(maskName('Rohan Mehta')).toBe('Rohan M.');
    expect(maskName('  Sai   Krishna  Reddy ')).toBe('Sai K. R.');
  });

  it('leaves a single name as it is, and takes a whole letter of any script', () => {
    expect(maskName('Madhavan')).toBe('Madhavan');
    expect(maskName('Asha ठाकुर')).toBe('Asha ठ.');
  });
});
