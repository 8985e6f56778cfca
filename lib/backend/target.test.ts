/** @jest-environment node */
import { answerApiRequest, callTarget } from './target';

jest.mock('@/demo/backend', () => ({ handleDemoRequest: jest.fn(async () => new Response('demo', { status: 200 })) }));

const saved = process.env.BACKEND_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.BACKEND_URL;
  else process.env.BACKEND_URL = saved;
});

describe('who answers the backend calls', () => {
  it('is the embedded demo backend without BACKEND_URL, for the server and for /api', async () => {
    delete process.env.BACKEND_URL;
    const { handleDemoRequest } = jest.requireMock('@/demo/backend') as { handleDemoRequest: jest.Mock };
    expect(callTarget()).toEqual({ baseUrl: 'http://embedded-demo.invalid', fetch: handleDemoRequest });
    const answer = await answerApiRequest(new Request('http://site.test/api/web/siteInfo', { method: 'POST' }));
    expect(await answer.text()).toBe('demo');
  });

  it('is the backend BACKEND_URL names, read per call', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    expect(callTarget().baseUrl).toBe('http://127.0.0.1:9');
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('cms', { status: 200 }));
    try {
      const answer = await answerApiRequest(new Request('http://site.test/api/web/siteInfo', { method: 'POST', body: '{}' }));
      expect(await answer.text()).toBe('cms');
      expect(String((fetch.mock.calls[0]![0] as Request).url)).toBe('http://127.0.0.1:9/api/web/siteInfo');
    } finally {
      fetch.mockRestore();
    }
  });
});
