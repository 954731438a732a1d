import { describe, expect, it } from 'vitest';
import limits from '../../../rules/limits.json';
import { loadRoomPaise, walletLimitPaise } from './load-room';

const minCap = limits.limits.minKycWalletLimitPaise.value;
const fullCap = limits.limits.fullKycWalletLimitPaise.value;

describe('loadRoomPaise: what may still be added under the KYC cap (spec §5, §9)', () => {
  it('takes the cap of the KYC level', () => {
    expect(walletLimitPaise('MIN_KYC')).toBe(minCap);
    expect(walletLimitPaise('MIN_KYC_VERIFIED')).toBe(minCap);
    expect(walletLimitPaise('FULL_KYC')).toBe(fullCap);
    expect(walletLimitPaise('FULL_KYC_VERIFIED')).toBe(fullCap);
  });

  it('is the cap less the balance and the loads still pending', () => {
    expect(loadRoomPaise({ kycType: 'MIN_KYC', balancePaise: 0, pendingPaise: 0 })).toBe(minCap);
    expect(loadRoomPaise({ kycType: 'MIN_KYC', balancePaise: 50_000, pendingPaise: 0 })).toBe(minCap - 50_000);
    expect(loadRoomPaise({ kycType: 'FULL_KYC', balancePaise: 50_000, pendingPaise: 20_000 })).toBe(fullCap - 70_000);
  });

  it('is zero at the cap and never below it', () => {
    expect(loadRoomPaise({ kycType: 'MIN_KYC', balancePaise: minCap, pendingPaise: 0 })).toBe(0);
    expect(loadRoomPaise({ kycType: 'MIN_KYC', balancePaise: minCap - 100, pendingPaise: 500 })).toBe(0);
  });
});
