import { Engine } from 'json-rules-engine';
import { describe, expect, it } from 'vitest';
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

  it('reads plain paths and refuses script', () => {
    const json = { profile: { name: 'Asha' }, list: [{ c: 3 }] };
    expect(JSONPath({ path: '$.profile.name', json })).toBe('Asha');
    expect(JSONPath({ path: '$.list[0].c', json })).toBe(3);
    expect(JSONPath({ path: '$', json })).toBe(json);
    expect(() => JSONPath({ path: '$..[?(@.c > 1)]', json })).toThrow(/not a plain path/);
  });

  it('drive json-rules-engine, paths included', async () => {
    const engine = new Engine([], { allowUndefinedFacts: false });
    engine.addRule({ conditions: { all: [{ fact: 'user', path: '$.kyc.level', operator: 'equal', value: 'FULL' }] }, event: { type: 'allow' } });
    expect((await engine.run({ user: { kyc: { level: 'FULL' } } })).events).toEqual([{ type: 'allow' }]);
    expect((await engine.run({ user: { kyc: { level: 'MIN' } } })).events).toEqual([]);
  });
});
