/** A request body read whole within a bound (the revalidation request, the limited calls). */
import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {}

/** The body's bytes; rejects with BodyTooLarge past `limit` bytes (the rest is drained, not kept). */
export function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The body as UTF-8 text, within the same bound. */
export async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return (await readBytes(req, limit)).toString('utf8');
}
