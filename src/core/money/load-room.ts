import { limit } from '../config/limits';

/** The wallet limit of a KYC level (spec §9): minimum KYC's for both minimum levels, full KYC's otherwise. */
export function walletLimitPaise(kycType: string): number {
  return kycType.startsWith('MIN_KYC') ? limit('minKycWalletLimitPaise') : limit('fullKycWalletLimitPaise');
}

export interface LoadRoomFacts {
  readonly kycType: string;
  readonly balancePaise: number;
  /** Card loads started and not yet answered: they count as if credited (two loads side by side cannot pass the cap together). */
  readonly pendingPaise: number;
}

/** How much may still be added (spec §5, §9): the wallet limit less the balance and the pending loads, never below zero. */
export function loadRoomPaise({ kycType, balancePaise, pendingPaise }: LoadRoomFacts): number {
  return Math.max(0, walletLimitPaise(kycType) - balancePaise - pendingPaise);
}
