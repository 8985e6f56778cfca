/** One call to the demo backend's handler, as the site makes it: for the demo's tests. */
import { handleDemoRequest } from './backend';
import type { CallName } from '@/lib/backend/calls';

export async function call(name: CallName | string, payload: unknown = {}, headers: Record<string, string> = {}) {
  const response = await handleDemoRequest(
    new Request(`http://demo.test/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}
