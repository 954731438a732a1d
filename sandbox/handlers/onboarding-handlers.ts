import { KycChecks } from '../services/kyc-checks';
import { PasswordGrants } from '../services/password-grants';
import { Registrations } from '../services/registrations';
import { createKycHandlers } from './onboarding/kyc-handlers';
import { createLoginOtpHandlers } from './onboarding/login-otp-handlers';
import { createPasswordRecoveryHandlers } from './onboarding/password-recovery-handlers';
import { createRekycHandlers } from './onboarding/rekyc-handlers';
import type { Handler, OnboardingServices } from './onboarding/services';
import { createSignUpHandlers } from './onboarding/sign-up-handlers';

export type { OnboardingServices } from './onboarding/services';

/**
 * Sign-up, login by OTP, password recovery, identity checks and re-KYC (spec §4, §5, §8): the
 * handlers of each journey (handlers/onboarding/), over stores whose statements are prepared once.
 */
export function createOnboardingHandlers(services: OnboardingServices): Record<string, Handler> {
  const grants = new PasswordGrants(services.db);
  const context = { ...services, grants, kyc: new KycChecks(services.db, services.customers), registrations: new Registrations(services.db, services.customers, grants) };
  return {
    ...createLoginOtpHandlers(context),
    ...createPasswordRecoveryHandlers(context),
    ...createSignUpHandlers(context),
    ...createKycHandlers(context),
    ...createRekycHandlers(context),
  };
}
