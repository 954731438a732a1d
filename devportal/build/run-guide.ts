import { randomUUID } from 'node:crypto';
import { valueAtPointer } from '../../src/core/config/json-pointer';
import { filled } from './guide-values';
import type { PlannedStep } from './guide-plan';

export interface GuideRunContext {
  readonly baseUrl: string;
  readonly operatorKey: string;
  /** Values a guide uses that no step keeps (the webhook guide's endpoint). */
  readonly given?: Readonly<Record<string, unknown>>;
}

/** What one step sent and got. */
export interface StepRecord {
  readonly number: number;
  readonly status: number;
  readonly body: unknown;
}

/** A path with `{name}` filled from what was kept. */
export const filledPath = (path: string, kept: Readonly<Record<string, unknown>>) => path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(kept[name])));

/**
 * Runs a guide's steps against a wallet API, as its samples do: each must answer 2xx (and code 00
 * where the answer has a code); what a step keeps, later steps send. Throws at the first that does not.
 */
export async function runGuide(steps: readonly PlannedStep[], context: GuideRunContext): Promise<{ kept: Record<string, unknown>; records: StepRecord[] }> {
  const kept: Record<string, unknown> = { ...context.given };
  const records: StepRecord[] = [];
  for (const planned of steps) {
    const headers: Record<string, string> = { 'accept-language': 'en' };
    if (!planned.isPublic && typeof kept['token'] === 'string') headers['authorization'] = `Bearer ${kept['token']}`;
    if (planned.movesMoney) headers['idempotency-key'] = randomUUID();
    if (planned.operatorKey) headers['x-sandbox-operator-key'] = context.operatorKey;
    const body = planned.body ? JSON.stringify(filled(planned.body, kept)) : planned.method === 'POST' ? '{}' : undefined;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const query = planned.query ? `?${new URLSearchParams(Object.entries(filled(planned.query, kept) as Record<string, unknown>).map(([key, value]) => [key, String(value)])).toString()}` : '';
    const answer = await fetch(`${context.baseUrl}${filledPath(planned.path, kept)}${query}`, { method: planned.method, headers, body });
    const text = await answer.text();
    const parsed = text ? (JSON.parse(text) as unknown) : null;
    records.push({ number: planned.number, status: answer.status, body: parsed });
    const code = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>)['code'] : undefined;
    if (!answer.ok || (typeof code === 'string' && !(planned.step.expect ?? ['00']).includes(code))) throw new Error(`step ${String(planned.number)} ${planned.method} ${planned.path} answered ${String(answer.status)}: ${text.slice(0, 400)}`);
    for (const [name, pointer] of Object.entries(planned.keep)) kept[name] = valueAtPointer(parsed, pointer);
  }
  return { kept, records };
}
