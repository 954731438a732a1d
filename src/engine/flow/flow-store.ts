import type { SecureStorage } from '../../api/secure-storage';
import type { SessionStore } from '../../api/session-store';
import { limit } from '../../core/config/limits';
import { asFlowState, type FlowState } from '../../core/flow/flow-state';

/**
 * The state of journeys: read once from encrypted storage, then kept in memory so the next
 * route's loader sees a write that is still being encrypted. Writes reach storage in order.
 * A flow without a storage key of spec §3 lives in memory only. State older than the limit
 * journeyStateMinutes reads as absent: an abandoned journey does not wait on a shared device.
 */
export class FlowStore {
  private readonly cache = new Map<string, unknown>();
  /** What the customer typed last in a carried widget (the mobile number), by widget; memory only. */
  private readonly carried = new Map<string, unknown>();
  private pending: Promise<void> = Promise.resolve();

  /** However the session ends, what journeys held in memory goes with it: the next customer of this tab sees nothing. */
  constructor(
    private readonly vault: SecureStorage,
    session: Pick<SessionStore, 'onClear'>,
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
    if (storageKey) this.queue(() => this.vault.write(storageKey, saved));
  }

  /** A journey that ended leaves nothing behind. */
  clear(flow: string, storageKey: string | undefined): void {
    this.cache.set(this.slot(flow, storageKey), null);
    if (storageKey) this.queue(() => Promise.resolve(this.vault.remove(storageKey)));
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

  private queue(write: () => Promise<void>): void {
    // A failed write (storage full) must not stop the ones after it; the state is still in memory.
    this.pending = this.pending.then(write).catch(() => undefined);
  }
}
