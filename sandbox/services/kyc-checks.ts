import { limit } from '../../src/core/config/limits';
import type { SandboxDatabase } from '../db/open-database';
import type { Customers } from '../handlers/customers';
import { newReference } from './ledger';

/** An Aadhaar check as kept: the number, the simulator's name match, and whose it is (none in sign-up). */
export interface AadhaarCheck {
  readonly aadhaarNumber: string;
  readonly matchPercent: number;
  readonly customerId: number | null;
}

/** The simulator's name match of an Aadhaar number: its last two digits when 50 or more (…84 is refused), else 92. */
export function aadhaarMatch(digits: string): number {
  const last = Number(digits.slice(-2));
  return last >= 50 ? last : 92;
}

/**
 * What the KYC journeys (sign-up's Aadhaar, the upgrade, video KYC) keep of their checks: the PANs
 * verified, the Aadhaar checks and their name matches, the video sessions (spec §4, §5, §8). Its
 * statements are prepared once, with the database.
 */
export class KycChecks {
  private readonly statements;

  constructor(
    private readonly db: SandboxDatabase,
    private readonly customers: Customers,
  ) {
    this.statements = {
      newCheck: db.prepare('INSERT INTO aadhaar_checks (trace_id, aadhaar_number, user_name, match_percent, created_at, customer_id, verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      check: db.prepare('SELECT aadhaar_number AS aadhaarNumber, match_percent AS matchPercent, customer_id AS customerId FROM aadhaar_checks WHERE trace_id = ?'),
      verify: db.prepare('UPDATE aadhaar_checks SET verified_at = ? WHERE trace_id = ?'),
      misses: db.prepare('SELECT verified_at AS at FROM aadhaar_checks WHERE customer_id = ? AND verified_at > ? AND match_percent < ? ORDER BY verified_at'),
      waiting: db.prepare('SELECT 1 FROM aadhaar_checks WHERE customer_id = ? AND verified_at > ? AND used_at IS NULL AND match_percent >= ?'),
      usable: db.prepare('SELECT match_percent AS m, aadhaar_number AS aadhaar FROM aadhaar_checks WHERE trace_id = ? AND customer_id = ? AND verified_at > ? AND used_at IS NULL'),
      use: db.prepare('UPDATE aadhaar_checks SET used_at = ? WHERE trace_id = ?'),
      latestPan: db.prepare('SELECT pan AS number, name FROM pan_checks WHERE customer_id = ? AND verified_at > ? ORDER BY verified_at DESC LIMIT 1'),
      latestPanOf: db.prepare('SELECT pan AS number, name FROM pan_checks WHERE customer_id = ? AND pan = ? AND verified_at > ? ORDER BY verified_at DESC LIMIT 1'),
      recordPan: db.prepare('INSERT INTO pan_checks (customer_id, pan, verified_at, name) VALUES (?, ?, ?, ?)'),
      fullKyc: db.prepare("UPDATE customers SET kyc_type = 'FULL_KYC', card_profile_id = ?, pan_verified = 1 WHERE id = ?"),
      videoSession: db.prepare('INSERT INTO video_kyc_sessions (id, customer_id, expires_at) VALUES (?, ?, ?)'),
    };
  }

  /** A new Aadhaar check of a number, verified at once (DigiLocker) or later by its OTP; its traceId. */
  newAadhaarCheck(digits: string, userName: string, customerId: number | null, verifiedAt: number | null): string {
    const traceId = newReference('TRC');
    this.statements.newCheck.run(traceId, digits, userName, aadhaarMatch(digits), new Date().toISOString(), customerId, verifiedAt);
    return traceId;
  }

  aadhaarCheck(traceId: string): AadhaarCheck | undefined {
    return this.statements.check.get(traceId) as AadhaarCheck | undefined;
  }

  verifyAadhaarCheck(traceId: string, now: number): void {
    this.statements.verify.run(now, traceId);
  }

  /**
   * Spec §5 (maxRetries): how many more names below the Aadhaar match a customer may meet in the
   * upgrade within kycMatchWindowHours, and when the oldest of those counted leaves the window.
   */
  matchAttempts(customerId: number, now: number): { readonly left: number; readonly retryAfterSeconds: number } {
    const windowMs = limit('kycMatchWindowHours') * 3_600_000;
    const misses = this.statements.misses.all(customerId, now - windowMs, limit('aadhaarNameMatchPercent')) as { at: number }[];
    const oldest = misses[0]?.at ?? now;
    return { left: Math.max(0, limit('maxRetries') - misses.length), retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  /** The PAN the customer verified last within kycCheckMinutes (that PAN, when given), and the name it was verified with. */
  panChecked(customerId: number, now: number, pan?: string): { readonly number: string; readonly name: string | null } | undefined {
    const since = checksSince(now);
    return (pan === undefined ? this.statements.latestPan.get(customerId, since) : this.statements.latestPanOf.get(customerId, pan, since)) as { number: string; name: string | null } | undefined;
  }

  /** Whether the customer verified a PAN (that PAN, when given) within kycCheckMinutes: the upgrade's first step (spec §4). */
  panVerifiedLately(customerId: number, now: number, pan?: string): boolean {
    return this.panChecked(customerId, now, pan) !== undefined;
  }

  recordPan(customerId: number, pan: string, name: string): void {
    this.statements.recordPan.run(customerId, pan, Date.now(), name);
  }

  /** Whether an Aadhaar check of the customer passed the name match within kycCheckMinutes and is not yet used: the video call may follow. */
  aadhaarCheckWaiting(customerId: number, now: number): boolean {
    return this.statements.waiting.get(customerId, checksSince(now), limit('aadhaarNameMatchPercent')) !== undefined;
  }

  /** This customer's own check, verified by its OTP since `since`, never used for an upgrade before. */
  usableCheck(traceId: string, customerId: number, since: number): { readonly m: number; readonly aadhaar: string } | undefined {
    return this.statements.usable.get(traceId, customerId, since) as { m: number; aadhaar: string } | undefined;
  }

  /** The upgrade to full KYC, at once: the check used, the customer's level and card profile, the documents verified. */
  upgrade(customerId: number, traceId: string, documents: Readonly<Record<string, string>>, now: number): void {
    this.db.transaction(() => {
      this.statements.use.run(now, traceId);
      this.statements.fullKyc.run(limit('fullKycCardProfileId'), customerId);
      this.customers.recordVerifiedDocuments(customerId, documents, now);
    })();
  }

  openVideoSession(session: string, customerId: number): void {
    this.statements.videoSession.run(session, customerId, Date.now() + limit('videoKycSessionMinutes') * 60_000);
  }
}

/** Since when an upgrade's checks (the PAN, the Aadhaar) still count: kycCheckMinutes before now. */
function checksSince(now: number): number {
  return now - limit('kycCheckMinutes') * 60_000;
}
