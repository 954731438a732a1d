import type { SecureStorage } from '../../api/secure-storage';
import { asFlowState, type FlowState } from '../../core/flow/flow-state';

/**
 * The state of journeys: read once from encrypted storage, then kept in memory so the next
 * route's loader sees a write that is still being encrypted. Writes reach storage in order.
 * A flow without a storage key of spec §3 lives in memory only.
 */
export class FlowStore {
  private readonly cache = new Map<string, unknown>();
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly vault: SecureStorage) {}

  private slot(flow: string, storageKey: string | undefined): string {
    return storageKey ?? `memory:${flow}`;
  }

  async read(flow: string, storageKey: string | undefined): Promise<FlowState | null> {
    const slot = this.slot(flow, storageKey);
    if (!this.cache.has(slot)) this.cache.set(slot, storageKey ? await this.vault.read(storageKey) : null);
    return asFlowState(this.cache.get(slot), flow);
  }

  write(state: FlowState, storageKey: string | undefined): void {
    this.cache.set(this.slot(state.flow, storageKey), state);
    if (storageKey) this.queue(() => this.vault.write(storageKey, state));
  }

  /** A journey that ended leaves nothing behind. */
  clear(flow: string, storageKey: string | undefined): void {
    this.cache.set(this.slot(flow, storageKey), null);
    if (storageKey) this.queue(() => Promise.resolve(this.vault.remove(storageKey)));
  }

  /** Logging out forgets every journey held in memory; storage itself is cleared by the session. */
  forgetAll(): void {
    this.cache.clear();
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
