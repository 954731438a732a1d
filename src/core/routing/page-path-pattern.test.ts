import { describe, expect, it } from 'vitest';
import { pagePathPattern } from './page-path-pattern';

describe('pagePathPattern', () => {
  const page = new RegExp(pagePathPattern(['/', '/login', '/history/:txnId', '/history/:txnId/dispute', '/a.b', '*']));

  it('matches each route, a parameter as one segment, with or without a trailing slash', () => {
    for (const path of ['/', '/login', '/login/', '/history/TXN1', '/history/TXN1/dispute', '/a.b']) expect(page.test(path), path).toBe(true);
  });

  it('matches no other address: the catch-all is not a page, a dot is a dot, a parameter is not two segments', () => {
    for (const path of ['/no-such-page', '/loginx', '/history', '/history/TXN1/x', '/history/a/b/dispute', '/aXb', '//login']) expect(page.test(path), path).toBe(false);
  });
});
