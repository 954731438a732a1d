import newPasswordForm from '../../schemas/forms/newPassword.v1.json';
import { envelope, refusalBody } from '../http/envelope';
import { matchesAny } from './passwords';

/** The password policy of spec §5, as the new-password form shows it rule by rule. */
const passwordPolicy = newPasswordForm.uiSchema.password['ui:options'].policy.map((rule) => ({ isLength: rule.messageKey === 'password.policyLength', pattern: new RegExp(rule.pattern, 'u') }));

/** Spec §8: too short is code 152; short of the rest of the policy, the policy's own message; null for a password the policy takes. */
export function passwordProblem(password: string): { code: string; message: string } | null {
  const broken = passwordPolicy.filter((rule) => !rule.pattern.test(password));
  if (broken.some((rule) => rule.isLength)) return envelope('152');
  if (broken.length > 0) return refusalBody('api:passwordPolicy');
  return null;
}

/**
 * What is wrong with a new password, if anything: the policy first, then whether it repeats the
 * current password or one of the passwordHistoryCount before it (code 174, issue 32 item 4).
 */
export async function newPasswordProblem(password: string, recentHashes: readonly string[]): Promise<{ code: string; message: string } | null> {
  return passwordProblem(password) ?? ((await matchesAny(password, recentHashes)) ? envelope('174') : null);
}
