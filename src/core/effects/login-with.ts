/** How a login was made: the password, an OTP to the phone, or a passkey on the device (issue 39). */
export const loginWays = ['password', 'otp', 'passkey'] as const;
export type LoginWith = (typeof loginWays)[number];

/** Whether a stored or written value names one of the ways. */
export function isLoginWith(value: unknown): value is LoginWith {
  return typeof value === 'string' && (loginWays as readonly string[]).includes(value);
}
