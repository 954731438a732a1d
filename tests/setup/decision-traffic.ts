import type { SandboxDatabase } from '../../sandbox/db/open-database';
import { buildSandbox } from '../../sandbox/app';
import seed from '../../sandbox/db/seed.json';
import { Ledger } from '../../sandbox/services/ledger';
import { addBeneficiaryMessageCode, listBeneficiariesMessageCode, transferToBankMessageCode } from '../../src/api/generated/message-codes';
import { confirmationGrant } from './confirmation-grant';
import limitsFile from '../../rules/limits.json';

function seeded(index: number, kyc: string): (typeof seed.customers)[number] {
  const customer = seed.customers[index];
  if (!customer?.kycType.startsWith(kyc)) throw new Error('seed.json needs a full-KYC customer first and a minimum-KYC one second');
  return customer;
}

/** What the traffic sent: the transfer amounts to a beneficiary in cooling-off and one-time, and the load the minimum-KYC limit refuses today. */
export interface DecisionTraffic {
  readonly transfers: readonly number[];
  readonly oneTimeTransfers: readonly number[];
  readonly loadRefused: number;
}

/**
 * Real traffic through the sandbox's HTTP API on a seeded database, for decision replay (issue 34
 * item 2): transfers to a new beneficiary around the cooling-off cap and its half, one-time
 * transfers around their own cap and its half, and loads around the
 * minimum-KYC wallet limit, amounts read from rules/limits.json.
 */
export async function recordDecisionTraffic(db: SandboxDatabase): Promise<DecisionTraffic> {
  const limit = (name: keyof typeof limitsFile.limits) => limitsFile.limits[name].value as number;
  const around = (cap: number) => [cap / 2 - 100, cap / 2 + 1, (cap * 3) / 4, cap, cap + 100];
  const [full, minimum] = [seeded(0, 'FULL'), seeded(1, 'MIN')];
  const app = await buildSandbox({ db });
  const login = async (customer: { mobileNumber: string; password: string }) => ({
    authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } })).json<{ token: string }>().token}`,
  });
  const payee = { beneficiaryName: 'Ravi Kumar', bankName: 'ICICI Bank', accountNumber: '000401234567', ifsc: 'ICIC0000004' };
  const fullAuth = await login(full);
  const grant = await confirmationGrant(app, fullAuth, full, 'addBeneficiary', { payee });
  const implId = limitsFile.limits.beneficiaryAddImplId.value;
  await app.inject({ method: 'POST', url: '/api/add-beneficiary', headers: { ...fullAuth, 'idempotency-key': 'replay-beneficiary' }, payload: { messageCode: addBeneficiaryMessageCode, urn: full.urn, ...payee, implId, beneficiaryType: 'FT', dailyAmountLimit: null, confirmationGrant: grant } });
  const listed = await app.inject({ method: 'GET', url: `/api/banaficiaries?messageCode=${String(listBeneficiariesMessageCode)}&urn=${full.urn}&activationStatus=AC&transferType=FT`, headers: fullAuth });
  const beneficiaryId = listed.json<{ beneficiaryDataList: { beneficiaryId: string }[] }>().beneficiaryDataList[0]?.beneficiaryId;
  if (beneficiaryId === undefined) throw new Error(`no beneficiary was added: ${listed.body}`);
  const transfers = around(limit('coolingOffCapPaise'));
  const oneTimeTransfers = around(limit('oneTimeTransferCapPaise'));
  const sent = [...transfers.map((amount) => ({ amount, beneficiaryId })), ...oneTimeTransfers.map((amount) => ({ amount, payee }))];
  for (const [index, to] of sent.entries()) {
    // No confirmation: the cap's decision is taken, and recorded, before the grant is spent.
    await app.inject({
      method: 'POST',
      url: '/api/wta-transfer',
      headers: { ...fullAuth, 'idempotency-key': `replay-transfer-${String(index)}` },
      payload: { messageCode: transferToBankMessageCode, urn: full.urn, ...to, implId: limitsFile.limits.beneficiaryTransferImplId.value, implType: 'FT', confirmationGrant: 'cg-none' },
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
  return { transfers, oneTimeTransfers, loadRefused };
}
