interface YieldingScheduler {
  readonly yield: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the browser may paint and answer input in between: the work
 * before and after it are two tasks, not one long one. scheduler.yield() where the browser has it
 * (the rest of the work goes before other tasks), a message otherwise (a timeout would wait 4 ms once nested).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}
