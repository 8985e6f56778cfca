/** @jest-environment node */
import {
  boundedUserAgent,
  MAX_USER_AGENT_LENGTH,
  normaliseRequestHeaders,
  screenRequest,
  undecodablePageToNotFound,
} from './request-guard';

describe('screenRequest', () => {
  it.each([
    ['GET', '/about?x=1', { ok: true, url: '/about?x=1' }],
    ['GET', 'http://evil.example/about?x=1', { ok: true, url: '/about?x=1' }],
    ['HEAD', 'HTTPS://evil.example', { ok: true, url: '/' }],
    ['POST', '/api/web/get_info', { ok: true, url: '/api/web/get_info' }],
    ['OPTIONS', '*', { ok: false, status: 400 }],
    ['GET', '*', { ok: false, status: 400 }],
    ['GET', '//evil.example/about', { ok: true, url: '//evil.example/about' }],
    ['GET', 'evil.example:443', { ok: false, status: 400 }],
    ['CONNECT', 'evil.example:443', { ok: false, status: 405 }],
    ['TRACE', '/about', { ok: false, status: 405 }],
    ['TRACK', '/about', { ok: false, status: 405 }],
    [undefined, '/about', { ok: false, status: 405 }],
  ])('%s %s', (method, target, expected) => {
    expect(screenRequest(method, target)).toMatchObject(expected);
  });
});

describe('normaliseRequestHeaders', () => {
  it('bounds the User-Agent and leaves short ones alone', () => {
    expect(boundedUserAgent('a'.repeat(20_000))).toHaveLength(MAX_USER_AGENT_LENGTH);
    expect(boundedUserAgent('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(boundedUserAgent(undefined)).toBeUndefined();
  });

  it('drops hop-by-hop headers and those named in Connection, but never the host or the body framing', () => {
    const out = normaliseRequestHeaders({
      host: 'site.example',
      connection: 'close, X-Hop, host, content-length',
      'x-hop': '1',
      'keep-alive': 'timeout=5',
      upgrade: 'websocket',
      'content-length': '2',
      cookie: 'a=1',
    });
    expect(out).toEqual({ host: 'site.example', connection: 'close, X-Hop, host, content-length', 'content-length': '2', cookie: 'a=1' });
  });
});

describe('undecodable page addresses', () => {
  it('become the 404 path of their language; good addresses and the API stay as they are', () => {
    expect(undecodablePageToNotFound('/news/detail/%C0%AE')).toBe('/_not-found-path');
    expect(undecodablePageToNotFound('/en/a/%C0%AE?x=1')).toBe('/en/_not-found-path');
    expect(undecodablePageToNotFound('/news/detail/%E6%96%B0?q=%C0')).toBe('/news/detail/%E6%96%B0?q=%C0');
    expect(undecodablePageToNotFound('/api/%C0%AE')).toBe('/api/%C0%AE');
  });
});
