/**
 * Stands in for the eventemitter2 package inside the portal's bundle (vite.config.ts alias).
 * json-rules-engine only needs on() and emitAsync(); the package itself carries a
 * `new Function('return this')` fallback that a strict Content-Security-Policy forbids, and the
 * bundle test refuses any such text.
 */
type Listener = (...args: unknown[]) => unknown;

export default class EventEmitter2 {
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  /** Calls the listeners in the order they were added and resolves once every one has. */
  async emitAsync(event: string, ...args: unknown[]): Promise<unknown[]> {
    return Promise.all((this.listeners.get(event) ?? []).map((listener) => listener(...args)));
  }
}

export { EventEmitter2 };
