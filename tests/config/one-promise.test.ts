/**
 * Issue 35 item 15: the help page's reply promise and a service request's answer promise read one
 * limit, so the customer never reads two figures for the same wait.
 */
import { describe, expect, it } from 'vitest';
import help from '../../schemas/screens/help.v1.json';
import newRequest from '../../schemas/flows/newServiceRequest.v1.json';
import request from '../../schemas/screens/serviceRequest.v1.json';

/** Every "=limit.…" a definition names where it passes a value called `name`. */
function limitsPassedAs(document: unknown, name: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string' && key === name && node.startsWith('=limit.')) found.push(node);
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    // {"days": {"value": "=limit.x", "format": "text"}}: the value of a formatted value is the name's too.
    if (key === name && typeof object['value'] === 'string') walk(object['value'], name);
    for (const [child, value] of Object.entries(object)) walk(value, child);
  };
  walk(document, '');
  return found;
}

describe('one reply promise (issue 35 item 15)', () => {
  it('help, a new request and a request page promise the days of one limit', () => {
    const promises = [limitsPassedAs(help, 'customerCareDays'), limitsPassedAs(newRequest, 'days'), limitsPassedAs(request, 'days')];
    for (const promise of promises) expect(promise.length).toBeGreaterThan(0);
    expect(new Set(promises.flat()).size).toBe(1);
  });
});
