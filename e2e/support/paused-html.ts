import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy to a site that sends each page's HTML in two pieces: up to the end of the first
 * occurrence of `pauseAfter`, then, `pauseMs` later, the rest, as a slow or congested network does. Every
 * other answer (styles, scripts, images) passes at once. Lets a test see what a browser paints from a
 * half-received document.
 */
export async function startPausedHtmlProxy(
  target: string,
  pauseAfter: string,
  pauseMs: number,
): Promise<{ url: string; pauses: () => number; close: () => Promise<void> }> {
  let pauses = 0;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'accept-encoding'].includes(name)) headers.set(name, value);
      }
      const answer = await fetch(target + request.url, { headers, redirect: 'manual' });
      const body = Buffer.from(await answer.arrayBuffer());
      const passed: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) passed[name] = value;
      });
      response.writeHead(answer.status, passed);
      const text = body.toString('utf8');
      const cut = (answer.headers.get('content-type') ?? '').startsWith('text/html') ? text.indexOf(pauseAfter) : -1;
      if (cut < 0) {
        response.end(body);
        return;
      }
      const end = cut + pauseAfter.length;
      pauses += 1;
      response.write(text.slice(0, end));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(text.slice(end));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many documents were paused so far (a test checks its cut was found). */
    pauses: () => pauses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
