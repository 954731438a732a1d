import { limit } from '../config/limits';

const hidden = '•';

/**
 * A mobile number as an OTP screen says where the code went (issue 13): the country prefix, the
 * first two and last three digits, "+91 98•••••210". Typed (ten digits) or sent (with 91), the same.
 */
export function maskMobile(number: string): string {
  const prefix = limit('countryCodePrefix');
  const digits = number.replace(/\D/g, '');
  const national = digits.length > 10 && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits;
  if (national.length < 6) return `+${prefix} ${hidden.repeat(national.length)}`;
  return `+${prefix} ${national.slice(0, 2)}${hidden.repeat(national.length - 5)}${national.slice(-3)}`;
}

/** An e-mail address with its name hidden but its first letter, "a•••@example.com". */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return hidden.repeat(3);
  return `${address.slice(0, 1)}${hidden.repeat(3)}${address.slice(at)}`;
}
