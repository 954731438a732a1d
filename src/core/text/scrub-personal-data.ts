import { limit } from '../config/limits';

/**
 * A text as an error report may carry it off the device (issue 38 item 7): e-mail addresses, runs
 * of six digits or more (a mobile, an OTP, an Aadhaar, card or account number, spaced or not), a
 * PAN, and a URL's query and fragment are replaced; the rest is cut to clientErrorReportChars (rules/limits.json).
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(/[^\s@'"<>()]+@[^\s@'"<>()]+/g, '[e-mail]')
    .replace(/[A-Z]{5}\d{4}[A-Z]/g, '[PAN]')
    .replace(/\d(?:[\d -]{4,}\d)/g, '[number]')
    .replace(/([?#])[^\s'"<>()]+/g, '$1…')
    .slice(0, limit('clientErrorReportChars'));
}
