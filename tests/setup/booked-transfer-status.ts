/**
 * node --import tsx tests/setup/booked-transfer-status.ts <amountPaise>: the status the sandbox of
 * this checkout books a one-time transfer of that amount as (the paise choose the bank's cashout
 * code), on a fresh in-memory database: "<cashoutCode> <status>". Run in a checkout of main after a
 * staff approval (issue 57: a new code's outcome decides how its transfer is booked).
 */
import { buildSandbox } from '../../sandbox/app';
import { openDatabase } from '../../sandbox/db/open-database';
import { seedDatabase } from '../../sandbox/db/seed';
import seed from '../../sandbox/db/seed.json';
import limits from '../../rules/limits.json';
import { transferToBankMessageCode } from '../../src/api/generated/message-codes';
import { confirmationGrant } from './confirmation-grant';

const amount = Number(process.argv[2]);
const customer = seed.customers.find((one) => one.kycType.startsWith('FULL'));
if (!customer || !Number.isSafeInteger(amount)) throw new Error('usage: booked-transfer-status.ts <amountPaise> (seed.json needs a full-KYC customer)');
const db = openDatabase(':memory:');
seedDatabase(db);
const app = await buildSandbox({ db });
const login = await app.inject({ method: 'POST', url: '/api/mobile-password-validation', payload: { mobileNumber: customer.mobileNumber, password: customer.password } });
const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
const payee = { beneficiaryName: 'Ravi Kumar', bankName: 'ICICI Bank', accountNumber: '000401234567', ifsc: 'ICIC0000004' };
const grant = await confirmationGrant(app, auth, customer, 'transfer', { amount, payee });
const sent = await app.inject({ method: 'POST', url: '/api/wta-transfer', headers: { ...auth, 'idempotency-key': 'booked-transfer-status' }, payload: { messageCode: transferToBankMessageCode, urn: customer.urn, amount, payee, implId: limits.limits.beneficiaryTransferImplId.value, implType: 'FT', confirmationGrant: grant } });
const { txnId, cashoutCode } = sent.json<{ txnId: string; cashoutCode: string }>();
const details = await app.inject({ method: 'POST', url: '/api/txn/details', headers: auth, payload: { urn: customer.urn, txnId } });
console.log(`${cashoutCode} ${details.json<{ transaction: { status: string } }>().transaction.status}`);
await app.close();
db.close();
