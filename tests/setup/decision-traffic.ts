import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { buildSandbox } from '../../sandbox/app';
import seed from '../../sandbox/db/seed.json';
import { Ledger } from '../../sandbox/services/ledger';
import { transferToBankMessageCode } from '../../src/api/generated/message-codes';
import limitsFile from '../../rules/limits.json';

function seeded(index: number, kyc: string): (typeof seed.customers)[number] {
  const customer = seed.customers[index];
  if (!customer?.kycType.startsWith(kyc)) throw new Error('seed.json needs a full-KYC customer first and a minimum-KYC one second');
  return customer;
}

/** What the traffic sent: the transfer amounts, and the load the minimum-KYC limit refuses today. */
export interface DecisionTraffic {
  readonly transfers: readonly number[];
  readonly loadRefused: number;
}

/**
 * Real traffic through the sandbox's HTTP API on a seeded database, for decision replay (issue 34
 * item 2): one-time transfers around the cooling-off cap and its half, and loads around the
 * minimum-KYC wallet limit, amounts read from rules/limits.json.
 */
export async function recordDecisionTraffic(db: SandboxDatabase): Promise<DecisionTraffic> {
  const limit = (name: keyof typeof limitsFile.limits) => limitsFile.limits[name].value as number;
  const cap = limit('coolingOffCapPaise');
  const [full, minimum] = [seeded(0, 'FULL'), seeded(1, 'MIN')];
  const app = await buildSandbox({ db });
  const login = async (customer: { mobileNumber: string; password: string }) => ({
    authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } })).json<{ token: string }>().token}`,
  });
  const payee = { beneficiaryName: 'Ravi Kumar', bankName: 'ICICI Bank', accountNumber: '000401234567', ifsc: 'ICIC0000004' };
  const fullAuth = await login(full);
  const transfers = [cap / 2 - 100, cap / 2 + 1, (cap * 3) / 4, cap, cap + 100];
  for (const [index, amount] of transfers.entries()) {
    // No confirmation: the cooling-off decision is taken, and recorded, before the grant is spent.
    await app.inject({
      method: 'POST',
      url: '/api/wta-transfer',
      headers: { ...fullAuth, 'idempotency-key': `replay-transfer-${String(index)}` },
      payload: { messageCode: transferToBankMessageCode, urn: full.urn, amount, payee, implId: limitsFile.limits.beneficiaryTransferImplId.value, implType: 'FT', confirmationGrant: 'cg-none' },
    });
  }
  const minimumAuth = await login(minimum);
  const balance = new Ledger(db).balance((db.prepare('SELECT id FROM customers WHERE mobile_number = ?').get(minimum.mobileNumber) as { id: number }).id);
  // Past the limit today, within half as much again.
  const loadRefused = limit('minKycWalletLimitPaise') - balance + 100;
  for (const [index, amount] of [loadRefused, limit('minLoadAmountPaise') - 1].entries()) {
    await app.inject({ method: 'POST', url: '/api/card-payment/start', headers: { ...minimumAuth, 'idempotency-key': `replay-load-key-${String(index)}` }, payload: { urn: minimum.urn, amount } });
  }
  await app.close();
  return { transfers, loadRefused };
}
