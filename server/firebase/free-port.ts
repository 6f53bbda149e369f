import { createServer } from 'node:net';

/**
 * A port nothing listens on right now, chosen by the system. Tools that want a port number up front
 * (firebase-tools does) get one that cannot clash with a developer's instance or another test run.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
