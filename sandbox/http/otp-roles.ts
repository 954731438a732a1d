import type { Contract } from './contract';

/** What an operation does with OTPs, by the contract's x-otp: sends one, checks one, or either. */
export type OtpRole = 'send' | 'check' | 'both';

/** The operations of the contract that send or check an OTP, by operationId. */
export function otpRoles(contract: Contract): ReadonlyMap<string, OtpRole> {
  const roles = new Map<string, OtpRole>();
  for (const operationId of contract.operationIds()) {
    const role = contract.operation(operationId).operation['x-otp'];
    if (role === 'send' || role === 'check' || role === 'both') roles.set(operationId, role);
  }
  return roles;
}
