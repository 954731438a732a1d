import type { SecureStorage } from '@/api/secure-storage';
import type { SessionStore } from '@/api/session-store';
import { limit } from '@/core/config/limits';
import { asFlowState, type FlowState } from '@/core/flow/flow-state';
import { whenIdle } from '../load/when-idle';

/**
 * The state of journeys: read once from encrypted storage, then kept in memory so the next
 * route's loader sees a write that is still being encrypted. Writes reach storage in order, each
 * once the browser is idle, and while one waits or is being sealed the next ones wait as one:
 * typing changes the state at every key, and sealing each right after its key would hold back the
 * paint of the next (issue 14), for states no one reads. A pause in typing is idle time, so what
 * was typed rests in storage a moment after the last key.
 * A flow without a storage key of spec §3 lives in memory only. State older than the limit
 * journeyStateMinutes reads as absent: an abandoned journey does not wait on a shared device.
 */
export class FlowStore {
  private readonly cache = new Map<string, unknown>();
  /** What the customer typed last in a carried widget (the mobile number), by widget; memory only. */
  private readonly carried = new Map<string, unknown>();
  private pending: Promise<void> = Promise.resolve();
  /** By storage key, the newest state not yet handed to storage (null: to be removed). */
  private readonly waiting = new Map<string, FlowState | null>();

  /** However the session ends, what journeys held in memory goes with it: the next customer of this tab sees nothing. */
  constructor(
    private readonly vault: SecureStorage,
    session: Pick<SessionStore, 'onClear'>,
    private readonly later: (run: () => void) => void = whenIdle,
  ) {
    session.onClear(() => this.forgetAll());
  }

  private slot(flow: string, storageKey: string | undefined): string {
    return storageKey ?? `memory:${flow}`;
  }

  async read(flow: string, storageKey: string | undefined): Promise<FlowState | null> {
    const slot = this.slot(flow, storageKey);
    if (!this.cache.has(slot)) this.cache.set(slot, storageKey ? await this.vault.read(storageKey) : null);
    return asFlowState(this.cache.get(slot), flow, Date.now(), limit('journeyStateMinutes') * 60_000);
  }

  write(state: FlowState, storageKey: string | undefined): void {
    const saved: FlowState = { ...state, savedAt: Date.now() };
    this.cache.set(this.slot(state.flow, storageKey), saved);
    if (storageKey) this.store(storageKey, saved);
  }

  /** A journey that ended leaves nothing behind. */
  clear(flow: string, storageKey: string | undefined): void {
    this.cache.set(this.slot(flow, storageKey), null);
    if (storageKey) this.store(storageKey, null);
  }

  /** Remembers a value typed in a carried widget, for the next journey's field of the same widget. */
  carry(widget: string, value: unknown): void {
    if (value === undefined || value === '') return;
    this.carried.set(widget, value);
  }

  carriedValue(widget: string): unknown {
    return this.carried.get(widget);
  }

  private forgetAll(): void {
    this.cache.clear();
    this.carried.clear();
  }

  /** Resolves when every write so far is in storage. */
  flushed(): Promise<void> {
    return this.pending;
  }

  /** Hands the newest state of a key to storage once the writes before it are done; a newer one replaces it while it waits. */
  private store(storageKey: string, state: FlowState | null): void {
    const queued = this.waiting.has(storageKey);
    this.waiting.set(storageKey, state);
    if (queued) return;
    const write = () => {
      const newest = this.waiting.get(storageKey) ?? null;
      this.waiting.delete(storageKey);
      return newest === null ? Promise.resolve(this.vault.remove(storageKey)) : this.vault.write(storageKey, newest);
    };
    // A failed write (storage full) must not stop the ones after it; the state is still in memory.
    this.pending = this.pending
      .then(() => new Promise<void>((resolve) => this.later(resolve)))
      .then(write)
      .catch(() => undefined);
  }
}
