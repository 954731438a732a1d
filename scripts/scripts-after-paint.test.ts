import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

describe('scriptsAfterPaint', () => {
  const page = [
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
  ].join('\n');

  it('asks for the entry and every module it preloads at low priority, and for nothing else', () => {
    const lowered = scriptsAfterPaint(page);
    expect(lowered.match(/fetchpriority="low"/g)).toHaveLength(3);
    expect(lowered).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(lowered).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">');
    expect(lowered).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('leaves a priority the page states as it is, and lowers once', () => {
    const stated = '<script type="module" fetchpriority="high" src="/assets/index.js"></script>';
    expect(scriptsAfterPaint(stated)).toBe(stated);
    expect(scriptsAfterPaint(scriptsAfterPaint(page))).toBe(scriptsAfterPaint(page));
  });
});
