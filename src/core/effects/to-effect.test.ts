import { describe, expect, it } from 'vitest';
import { toEffect } from './to-effect';

describe('toEffect', () => {
  it('refuses what is not in the vocabulary, and parameters of the wrong shape', () => {
    expect(() => toEffect('sendSms', {})).toThrow(/unknown effect type/);
    expect(() => toEffect('toast', { kind: 'loud', messageKey: 'x' })).toThrow(/unknown toast kind/);
    expect(() => toEffect('step', {})).toThrow(/needs a text parameter "id"/);
  });

  it('redirects only to a path of this site', () => {
    expect(toEffect('redirect', { to: '/sandbox/video-kyc?session=PRF1' })).toEqual({ type: 'redirect', to: '/sandbox/video-kyc?session=PRF1' });
    for (const to of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'video-kyc']) {
      expect(() => toEffect('redirect', { to }), to).toThrow(/path of this site/);
    }
  });

  it('posts a form of text fields, to a path of this site only (the card provider\'s page)', () => {
    const fields = { key: 'SANDBOXKEY', txnid: 'LOAD1', hash: 'ab' };
    expect(toEffect('postForm', { to: '/sandbox/pay', fields })).toEqual({ type: 'postForm', to: '/sandbox/pay', fields });
    expect(() => toEffect('postForm', { to: 'https://evil.example/pay', fields })).toThrow(/path of this site/);
    expect(() => toEffect('postForm', { to: '/sandbox/pay' })).toThrow(/needs the fields/);
    expect(() => toEffect('postForm', { to: '/sandbox/pay', fields: { amount: 100 } })).toThrow(/must be text/);
  });

  it('ends the session for the login, or for a public page of this site (the closure\'s result)', () => {
    expect(toEffect('logout', {})).toEqual({ type: 'logout' });
    expect(toEffect('logout', { to: '/result/wallet-closed' })).toEqual({ type: 'logout', to: '/result/wallet-closed' });
    expect(toEffect('logout', { to: 'https://evil.example/' })).toEqual({ type: 'logout' });
    // What the public page after it shows, of text and numbers only (issue 55 item 9).
    expect(toEffect('logout', { to: '/result/wallet-closed', values: { amount: 250050, txnId: 'TXN1', gone: undefined, nested: {} } })).toEqual({ type: 'logout', to: '/result/wallet-closed', values: { amount: 250050, txnId: 'TXN1' } });
  });

  it.each(['download', 'share'] as const)('%s: a file of a plain name and a media type a customer opens, its content in base64', (type) => {
    expect(toEffect(type, { fileName: 'statement-2026-08-28-to-2026-11-25.pdf', mediaType: 'application/pdf', content: 'JVBERi0=' })).toEqual({
      type,
      fileName: 'statement-2026-08-28-to-2026-11-25.pdf',
      mediaType: 'application/pdf',
      content: 'JVBERi0=',
    });
    expect(() => toEffect(type, { fileName: '../statement.pdf', mediaType: 'application/pdf', content: 'JVBERi0=' })).toThrow(TypeError);
    expect(() => toEffect(type, { fileName: 'page.html', mediaType: 'text/html', content: 'PGI+' })).toThrow(TypeError);
    expect(() => toEffect(type, { fileName: 'statement.pdf', mediaType: 'application/pdf', content: '<script>' })).toThrow(TypeError);
  });
});
