import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a task of its own: after every microtask queued before and after it', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => queueMicrotask(() => order.push('nested microtask')));
    await task;
    expect(order).toEqual(['microtask', 'nested microtask', 'next task']);
  });

  it("is the browser's scheduler.yield() where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
