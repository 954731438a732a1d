import type { PlannedStep } from '../guide-plan';
import { literal, pointerSegments, type LiteralStyle } from './literal';

const shellName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
/** Inside a single-quoted JSON body: a kept value breaks out to its shell variable, a date to date(1). */
const style: LiteralStyle = {
  variable: (name) => `"'"$${shellName(name)}"'"`,
  day: (offset) => `"'"$(date -u -d '${String(offset)} days' +%F)"'"`,
  scalar: (value) => JSON.stringify(value).replace(/'/g, "'\\''"),
  key: (name) => JSON.stringify(name),
  open: '{',
  close: '}',
  pair: ':',
};

const jqPath = (pointer: string) => pointerSegments(pointer).map((segment) => (typeof segment === 'number' ? `[${String(segment)}]` : `.${segment}`)).join('');

/** One step as a curl command; what it keeps, read with jq into shell variables. */
export function curlStep(planned: PlannedStep): string {
  const path = planned.path.replace(/\{(\w+)\}/g, (_whole, name: string) => `$${shellName(name)}`);
  const query = planned.query && 'object' in planned.query ? `?${Object.entries(planned.query.object).map(([key, value]) => `${key}=${'kept' in value ? `$${shellName(value.kept)}` : String('literal' in value ? value.literal : '')}`).join('&')}` : '';
  const lines = [`curl -s -X ${planned.method} "$WALLET_API${path}${query}"`, `-H 'Content-Type: application/json'`];
  if (!planned.isPublic) lines.push('-H "Authorization: Bearer $TOKEN"');
  if (planned.movesMoney) lines.push('-H "Idempotency-Key: $(uuidgen)"');
  if (planned.operatorKey) lines.push('-H "x-sandbox-operator-key: $SANDBOX_OPERATOR_KEY"');
  if (planned.body) lines.push(`-d '${literal(planned.body, style)}'`);
  const command = lines.join(' \\\n  ');
  const keeps = Object.entries(planned.keep);
  if (keeps.length === 0) return command;
  if (keeps.length === 1) {
    const [[name, pointer] = ['', '']] = keeps;
    return `${shellName(name)}=$(${command} | jq -r '${jqPath(pointer)}')`;
  }
  const answer = `STEP${String(planned.number)}`;
  return [`${answer}=$(${command})`, ...keeps.map(([name, pointer]) => `${shellName(name)}=$(echo "$${answer}" | jq -r '${jqPath(pointer)}')`)].join('\n');
}
