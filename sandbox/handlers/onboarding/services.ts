import type { Sessions } from '../../auth/sessions';
import type { SandboxDatabase } from '../../db/open-database';
import { coded, successCode } from '../../http/envelope';
import type { Alerts } from '../../services/alerts';
import type { CustomerDetails } from '../../services/customer-details';
import type { KycChecks } from '../../services/kyc-checks';
import type { Ledger } from '../../services/ledger';
import type { MobileGrants } from '../../services/mobile-grants';
import type { Otps } from '../../services/otps';
import type { PasswordGrants } from '../../services/password-grants';
import type { Registrations } from '../../services/registrations';
import type { Customers } from '../customers';

export type { Handler } from '../types';

/** What the sandbox gives the on-boarding journeys' handlers, by name. */
export interface OnboardingServices {
  readonly db: SandboxDatabase;
  readonly customers: Customers;
  readonly sessions: Sessions;
  readonly otps: Otps;
  readonly mobileGrants: MobileGrants;
  readonly ledger: Ledger;
  /** What customers typed at on-boarding, for re-KYC to show again. */
  readonly known: CustomerDetails;
  /** Whether the KYC agents take video calls at a moment (spec §9). */
  readonly agentsAt: (nowMs: number) => boolean;
  readonly alerts: Alerts;
}

/** The journeys' own stores, made once with the database. */
export interface OnboardingStores {
  readonly grants: PasswordGrants;
  readonly kyc: KycChecks;
  readonly registrations: Registrations;
}

export type OnboardingContext = OnboardingServices & OnboardingStores;

/** The answer to an OTP sent. */
export const sent = coded(successCode, 'api:otpSent');
