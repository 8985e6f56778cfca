/** @jest-environment node */
import { answerApiRequest, callTarget } from './target';
import { BROWSER_CALLS } from '@/features';

jest.mock('@/demo/backend', () => ({ handleDemoRequest: jest.fn(async () => new Response('demo', { status: 200 })) }));

const saved = process.env.BACKEND_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.BACKEND_URL;
  else process.env.BACKEND_URL = saved;
});

const JSON_CALL = { 'content-type': 'application/json' };

describe('who answers the backend calls', () => {
  it('is the embedded demo backend without BACKEND_URL, for the server and for /api', async () => {
    delete process.env.BACKEND_URL;
    const { handleDemoRequest } = jest.requireMock('@/demo/backend') as { handleDemoRequest: jest.Mock };
    expect(callTarget()).toEqual({ baseUrl: 'http://embedded-demo.invalid', fetch: handleDemoRequest });
    const answer = await answerApiRequest(
      new Request('http://site.test/api/web/get_site_list', { method: 'POST', headers: JSON_CALL }),
      BROWSER_CALLS,
    );
    expect(await answer.text()).toBe('demo');
  });

  it('is the backend BACKEND_URL names, read per call', async () => {
    process.env.BACKEND_URL = 'http://127.0.0.1:9';
    expect(callTarget().baseUrl).toBe('http://127.0.0.1:9');
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('cms', { status: 200 }));
    try {
      const answer = await answerApiRequest(
        new Request('http://site.test/api/web/%67et_site_list', { method: 'POST', headers: JSON_CALL, body: '{}' }),
        BROWSER_CALLS,
      );
      expect(await answer.text()).toBe('cms');
      expect(String((fetch.mock.calls[0]![0] as Request).url)).toBe('http://127.0.0.1:9/api/web/get_site_list');
    } finally {
      fetch.mockRestore();
    }
  });
});

describe("the API's door holds without the site server too (a bare next start; issue 42)", () => {
  it.each([
    ['a call the browser does not make', 'http://site.test/api/web/subscribe_alerts', { method: 'POST', headers: JSON_CALL }, 404],
    ['text/plain', 'http://site.test/api/web/login', { method: 'POST', headers: { 'content-type': 'text/plain' } }, 415],
    [
      'a foreign origin',
      'http://site.test/api/web/login',
      { method: 'POST', headers: { ...JSON_CALL, origin: 'https://evil.example', host: 'site.test' } },
      403,
    ],
    ['PUT', 'http://site.test/api/web/login', { method: 'PUT', headers: JSON_CALL }, 405],
  ])('%s is refused before the backend', async (_name, url, init, status) => {
    delete process.env.BACKEND_URL;
    const { handleDemoRequest } = jest.requireMock('@/demo/backend') as { handleDemoRequest: jest.Mock };
    handleDemoRequest.mockClear();
    const answer = await answerApiRequest(new Request(url, init), BROWSER_CALLS);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code: 0, data: null });
    expect(handleDemoRequest).not.toHaveBeenCalled();
  });
});
