import type { Middleware } from 'openapi-fetch';
import { cookieValue, xsrfCookie, xsrfHeader } from '@/core/http/protocol';


/** Spec §7: the XSRF cookie goes back as a header on every call that changes something. */
export function xsrfHeaderFromCookie(readCookie: (name: string) => string | null): Middleware {
  return {
    onRequest({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') return request;
      const token = readCookie(xsrfCookie);
      if (token) request.headers.set(xsrfHeader, token);
      return request;
    },
  };
}

/** Reads a cookie of the page (not HttpOnly ones, by design of the double-submit pattern). */
export function documentCookie(name: string): string | null {
  return cookieValue(document.cookie, name) ?? null;
}
