import { createServer } from 'node:net';

/** A port of 127.0.0.1 that no one listens on now, for a server a test or a run starts (the e2e sandbox, Prism, nginx, the bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
