/**
 * Stands in for the eventemitter2 package inside the portal's bundle (vite.config.ts alias).
 * json-rules-engine only needs on() and emitAsync(); the package itself carries a
 * `new Function('return this')` fallback that a strict Content-Security-Policy forbids, and the
 * bundle test refuses any such text.
 *
 * A constructor function, not a class: json-rules-engine is compiled to ES5 and its classes call
 * their parent as `_super.call(this)`, which a class constructor refuses.
 */
type Listener = (...args: unknown[]) => unknown;

interface EventEmitter2 {
  listenersByEvent: Map<string, Listener[]>;
  on(event: string, listener: Listener): EventEmitter2;
  removeAllListeners(event?: string): EventEmitter2;
  emitAsync(event: string, ...args: unknown[]): Promise<unknown[]>;
}

interface EventEmitter2Constructor {
  new (): EventEmitter2;
  (this: EventEmitter2): void;
  prototype: EventEmitter2;
}

const EventEmitter2 = function (this: EventEmitter2) {
  this.listenersByEvent = new Map();
} as EventEmitter2Constructor;

EventEmitter2.prototype.on = function (this: EventEmitter2, event: string, listener: Listener) {
  this.listenersByEvent.set(event, [...(this.listenersByEvent.get(event) ?? []), listener]);
  return this;
};

EventEmitter2.prototype.removeAllListeners = function (this: EventEmitter2, event?: string) {
  if (event === undefined) this.listenersByEvent.clear();
  else this.listenersByEvent.delete(event);
  return this;
};

/** Calls the listeners in the order they were added and resolves once every one has. */
EventEmitter2.prototype.emitAsync = function (this: EventEmitter2, event: string, ...args: unknown[]) {
  return Promise.all((this.listenersByEvent.get(event) ?? []).map((listener) => listener(...args)));
};

export default EventEmitter2;
export { EventEmitter2 };
