import { describe, expect, it } from 'vitest';
import type { SecureStorage } from '@/api/secure-storage';
import type { FlowState } from '@/core/flow/flow-state';
import { testVault } from '../../../tests/setup/test-session';
import { FlowStore } from './flow-store';

/** The test vault, counting what reaches it. */
function countingVault(): { vault: SecureStorage; writes: unknown[]; removals: number } {
  const inner = testVault();
  const seen = { writes: [] as unknown[], removals: 0 };
  const vault: SecureStorage = {
    read: (key) => inner.read(key),
    write: (key, value) => {
      seen.writes.push(value);
      return inner.write(key, value);
    },
    remove: (key) => {
      seen.removals += 1;
      inner.remove(key);
    },
  };
  return { vault, get writes() { return seen.writes; }, get removals() { return seen.removals; } };
}

const noSession = { onClear: () => () => undefined };
const typing = (letters: string): FlowState => ({ flow: 'signup', step: 'details', kept: {}, typed: { details: { first_name: letters } } });

describe('FlowStore: a journey\'s state in encrypted storage', () => {
  it('seals what is typed key after key as one write while the one before is being sealed, and the newest is what rests', async () => {
    const counted = countingVault();
    const store = new FlowStore(counted.vault, noSession);
    const name = 'Kavya Rao';
    for (let length = 1; length <= name.length; length += 1) store.write(typing(name.slice(0, length)), 'signUpInfo');
    // Memory has the newest state at once, for the next route's loader.
    expect((await store.read('signup', 'signUpInfo'))?.typed['details']).toEqual({ first_name: name });
    await store.flushed();
    expect(counted.writes.length).toBeLessThanOrEqual(2);
    expect(await testVaultRead(counted.vault)).toMatchObject({ typed: { details: { first_name: name } } });
  });

  it('keeps the order of a write and a clear: a journey that ended leaves nothing, whatever was typed just before', async () => {
    const counted = countingVault();
    const store = new FlowStore(counted.vault, noSession);
    store.write(typing('K'), 'signUpInfo');
    store.write(typing('Ka'), 'signUpInfo');
    store.clear('signup', 'signUpInfo');
    await store.flushed();
    expect(counted.removals).toBe(1);
    expect(await testVaultRead(counted.vault)).toBeNull();
  });
});

function testVaultRead(vault: SecureStorage): Promise<unknown> {
  return vault.read('signUpInfo');
}
