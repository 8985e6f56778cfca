/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections, LOOPBACK_IDLE_MS, LOOPBACK_KEEP_ALIVE_MS, loopbackAgent, metClosedSocket } from './loopback';

describe('the loopback link', () => {
  it('lets the agent give up an idle socket before the listener would close it', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    keepIdleConnections(server, LOOPBACK_KEEP_ALIVE_MS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = loopbackAgent();
    try {
      const { hint, idle } = await new Promise<{ hint: string; idle: number | undefined }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, agent }, (response) => {
          response.resume();
          // Once kept for the next request, the socket's idle deadline is the agent's.
          response.on('end', () =>
            setImmediate(() => resolve({ hint: String(response.headers['keep-alive']), idle: request.socket?.timeout })),
          );
        });
        request.on('error', reject);
      });
      const serverSeconds = Number(/timeout=(\d+)/.exec(hint)?.[1]);
      expect(idle).toBe(LOOPBACK_IDLE_MS);
      expect(serverSeconds * 1000).toBeGreaterThan(LOOPBACK_IDLE_MS);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('tells a socket closed under a reused connection from other failures', () => {
    const reused = { reusedSocket: true } as http.ClientRequest;
    const fresh = { reusedSocket: false } as http.ClientRequest;
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(metClosedSocket(reused, reset)).toBe(true);
    expect(metClosedSocket(reused, Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(true);
    expect(metClosedSocket(fresh, reset)).toBe(false);
    expect(metClosedSocket(reused, Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(metClosedSocket(undefined, reset)).toBe(false);
  });
});
