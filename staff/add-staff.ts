import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../sandbox/project-root';
import { StaffAccounts, type StaffRole } from './server/staff-accounts';
import { openStaffDatabase } from './server/staff-db';
import { totpUri } from './server/totp';

/**
 * npm run staff:add -- --email <e-mail> --name <name> --role maker|checker|viewer: an operator adds a
 * staff account. The password is read from STAFF_PASSWORD (never an argument: it would stay in the
 * shell's history); the authenticator secret is printed once, as the otpauth address an app scans.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } } });
const roles: readonly StaffRole[] = ['maker', 'checker', 'viewer'];
const role = roles.find((one) => one === values.role);
const password = process.env['STAFF_PASSWORD'] ?? '';
if (!values.email || !values.name || !role || password.length < 12) {
  console.error('usage: STAFF_PASSWORD=<12 characters or more> npm run staff:add -- --email <e-mail> --name <name> --role maker|checker|viewer');
  process.exit(2);
}
const db = openStaffDatabase(join(process.env['STAFF_DATA_DIR'] ?? join(projectRoot, '.data', 'staff'), 'staff.db'));
const { member, totpSecret } = await new StaffAccounts(db).add(values.email, values.name, role, password);
db.close();
console.log(`Added ${member.name} <${member.email}> as ${member.role}.`);
console.log(`Authenticator: ${totpUri(totpSecret, member.email)}`);
