import type { SandboxDatabase } from '../db/open-database';
import { coded, successCode, textOf } from '../http/envelope';
import type { MobileGrants } from '../services/mobile-grants';
import { notFound } from './own-wallet';
import { unproven } from './refusal';
import { bodyOf, type Handler } from './types';

/** The account at the previous provider (spec §2 migration, §8 code 10), shown only to whoever proved the number. */
export function createMigrationHandlers(db: SandboxDatabase, grants: MobileGrants): Record<string, Handler> {
  return {
    async getMigrationAccount(request, reply) {
      const { mobileNumber, mobileGrant } = bodyOf(request, 'getMigrationAccount');
      if (!grants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      const row = db.prepare('SELECT uuid, balance_paise AS balance, transactions, status FROM migration_accounts WHERE mobile_number = ?').get(mobileNumber) as
        | { uuid: string; balance: number; transactions: string; status: string }
        | undefined;
      if (!row) return reply.code(404).send(notFound);
      // Spec §8: in migration, code 10 reads "Your profile seems to be updated, please login".
      if (row.status === 'MIGRATED') return reply.code(400).send({ code: '10', message: textOf('code.10migration') });
      return { ...coded(successCode, 'api:success'), migrationData: { profile: { uuid: row.uuid }, account: { balance: row.balance }, transactions: JSON.parse(row.transactions) as unknown } };
    },

    async updateMigrationStatus(request, reply) {
      const { mobileNumber, uuid, status, mobileGrant } = bodyOf(request, 'updateMigrationStatus');
      if (!grants.holds(mobileGrant, mobileNumber)) return reply.code(403).send(unproven);
      const changed = db.prepare('UPDATE migration_accounts SET status = ? WHERE mobile_number = ? AND uuid = ?').run(status, mobileNumber, uuid).changes;
      if (changed === 0) return reply.code(404).send(notFound);
      grants.spend(mobileGrant);
      return { ...coded(successCode, 'api:success') };
    },
  };
}
