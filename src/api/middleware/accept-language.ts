import type { Middleware } from 'openapi-fetch';

/**
 * Every call says the language the customer reads the portal in, so what the server writes for
 * them later (an OTP's SMS, an alert of a change) is in it too (issue 32 items 2 and 5).
 */
export function acceptLanguage(readLanguage: () => string): Middleware {
  return {
    onRequest({ request }) {
      const language = readLanguage();
      if (language) request.headers.set('accept-language', language);
      return request;
    },
  };
}

/** The page's language, which the layout keeps equal to the one shown. */
export const pageLanguage = (): string => document.documentElement.lang;
