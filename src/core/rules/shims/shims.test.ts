import { describe, expect, it } from 'vitest';
import { createDecision } from '../create-decision';
import type { RulesFile } from '../rules-file';
import EventEmitter2 from './event-emitter2';
import { JSONPath } from './json-path';

describe('the shims the portal bundles instead of eventemitter2 and jsonpath-plus', () => {
  it('emits to every listener in order and waits for them', async () => {
    const emitter = new EventEmitter2();
    const heard: string[] = [];
    emitter.on('success', async (value) => {
      await Promise.resolve();
      heard.push(`a:${String(value)}`);
    });
    emitter.on('success', (value) => heard.push(`b:${String(value)}`));
    await emitter.emitAsync('success', 1);
    await emitter.emitAsync('failure', 2);
    expect(heard.sort()).toEqual(['a:1', 'b:1']);
  });

  it('can be extended the way ES5-compiled code extends it', () => {
    // What Babel's _inherits and _super.call(this) do in json-rules-engine's dist.
    function Child(this: { own?: boolean }) {
      (EventEmitter2 as unknown as (this: unknown) => void).call(this);
      this.own = true;
    }
    Child.prototype = Object.create(EventEmitter2.prototype) as object;
    const child = new (Child as unknown as new () => InstanceType<typeof EventEmitter2> & { own: boolean })();
    expect(child.own).toBe(true);
    expect(child.on('x', () => undefined)).toBe(child);
  });

  it('reads plain paths and refuses script', () => {
    const json = { profile: { name: 'Asha' }, list: [{ c: 3 }] };
    expect(JSONPath({ path: '$.profile.name', json })).toBe('Asha');
    expect(JSONPath({ path: '$.list[0].c', json })).toBe(3);
    expect(JSONPath({ path: '$', json })).toBe(json);
    expect(() => JSONPath({ path: '$..[?(@.c > 1)]', json })).toThrow(/not a plain path/);
  });

  it("resolves the paths of a decision's conditions", async () => {
    const decide = createDecision({
      decision: 'path-probe',
      version: 1,
      rules: [{ name: 'full KYC', conditions: { all: [{ fact: 'user', path: '$.kyc.level', operator: 'equal', value: 'FULL' }] }, event: { type: 'allow' } }],
    } satisfies RulesFile);
    expect(await decide({ user: { kyc: { level: 'FULL' } } })).toEqual([{ type: 'allow' }]);
    expect(await decide({ user: { kyc: { level: 'MIN' } } })).toEqual([]);
  });
});
