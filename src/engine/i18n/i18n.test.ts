import { describe, expect, it, vi } from 'vitest';
import { I18n } from './i18n';

function translations(language = 'fr') {
  const i18n = new I18n({ language, fallbackLanguage: 'en', defaultNamespace: 'portal', defaultVariables: { otpLength: 6 } });
  i18n.addResourceBundle('en', 'portal', { route: { login: 'Login', help: 'Help' }, otp: 'Enter the {{otpLength}}-digit OTP', pay: 'Pay {{amount, money}}', why: 'No: $t(route.help)', 'flat.key': 'flat' });
  i18n.addResourceBundle('fr', 'portal', { route: { login: 'Connexion' }, why: 'Non : $t(route.login)' });
  i18n.addResourceBundle('en', 'account', { list: { filters: 'Filters ({{count}})' } });
  i18n.addResourceBundle('en', 'places', { state: { 'West Bengal': 'West Bengal' } });
  i18n.formats.set('money', (value, language) => `${language} ${String(value)}`);
  return i18n;
}

describe('the portal translations (locales/ JSON, read by i18next)', () => {
  it('reads the language first, then the fallback, a namespace by its prefix, and a key it cannot find as itself', () => {
    const i18n = translations();
    expect(i18n.t('route.login')).toBe('Connexion');
    expect(i18n.t('route.help')).toBe('Help');
    expect(i18n.t('account:list.filters', { count: 2 })).toBe('Filters (2)');
    expect(i18n.t('flat.key')).toBe('flat');
    expect(i18n.t('route.nowhere')).toBe('route.nowhere');
    expect(i18n.t('account:list.nowhere')).toBe('list.nowhere');
    // A group of keys is not a text; a sentence with a colon is a key, not a namespace.
    expect(i18n.t('route')).toBe('route');
    expect(i18n.exists('route')).toBe(false);
    expect(i18n.t('Note: pay now')).toBe('Note: pay now');
    expect(i18n.t('places:state.West Bengal')).toBe('West Bengal');
    expect(i18n.exists('route.help')).toBe(true);
  });

  it('fills the default values (the limits), the caller’s, formats in the language asked, and texts nested with $t()', () => {
    const i18n = translations();
    expect(i18n.t('otp')).toBe('Enter the 6-digit OTP');
    expect(i18n.t('otp', { otpLength: 4 })).toBe('Enter the 4-digit OTP');
    expect(i18n.t('pay', { amount: 150 })).toBe('Pay fr 150');
    expect(i18n.t('pay', { amount: 150, lng: 'en' })).toBe('Pay en 150');
    expect(i18n.t('why')).toBe('Non : Connexion');
    expect(i18n.t('why', { lng: 'en' })).toBe('No: Help');
  });

  it('changes the language once, where react-i18next hears it, and asking for the language it is in changes nothing', () => {
    const i18n = translations('en');
    const heard = vi.fn();
    i18n.instance.on('languageChanged', heard);
    i18n.changeLanguage('fr');
    i18n.changeLanguage('fr');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('fr');
    expect(i18n.hasResourceBundle('fr', 'portal')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'account')).toBe(false);
  });
});
