/** @jest-environment node */
import { BROWSER_CALLS, CALL_NAMES } from '@/features';
import { isApiPath, isSameOrigin, readCallObject, screenApiRequest, type ApiHeaders } from './api-door';

const JSON_FROM_SITE: ApiHeaders = { contentType: 'application/json', host: 'www.example.cn', origin: 'https://www.example.cn' };
const SITE = 'https://www.example.cn';
const post = (url: string, headers: ApiHeaders = JSON_FROM_SITE) => screenApiRequest('POST', url, headers, SITE, BROWSER_CALLS);

describe('one spelling of a call (issue 42, finding 2)', () => {
  it.each([
    '/api/web/login',
    '/api/web/./login',
    '/api/web/%2e/login',
    '/api/web/%2E/login',
    '/api/./web/login',
    '/api/x/../web/login',
    '/api/x/%2e%2e/web/login',
    '/api/web/login#x',
    '/api/web/%6Cogin',
    '/api/%77eb/login',
    '/api/web/x/../login',
  ])('%s is web/login, and goes on under /api/web/login', (url) => {
    expect(post(url)).toEqual({ kind: 'call', call: 'web/login', url: '/api/web/login' });
  });

  it('keeps the query, drops the fragment', () => {
    expect(post('/api/web/login?a=1#x')).toMatchObject({ url: '/api/web/login?a=1' });
    expect(post('/api/web/login#x?a=1')).toMatchObject({ url: '/api/web/login' });
  });

  it.each(['/api/WEB/login', '/api/web/Login', '/api/web/LOGIN', '/api/web/login/', '/api/web/login/x', '/api/web/login%00'])(
    '%s is no call of the site: 404 or 400, never forwarded',
    (url) => {
      expect(post(url)).toMatchObject({ kind: 'refuse' });
    },
  );

  it.each([
    '/%61pi/web/login',
    '/api/web/login%2F',
    '/api/web%2Flogin',
    '/api//web/login',
    '/api/web//login',
    '/api/web/%E0%A4%A',
    '/api/web\\login',
  ])('%s is refused with 400', (url) => {
    expect(post(url)).toMatchObject({ kind: 'refuse', status: 400 });
  });

  it('sees an API path in any spelling a parser resolves there', () => {
    for (const path of ['/api/web/login', '/api', '/x/../api/web/login', '/%2e/api/web/login', '/%61pi/web/login'])
      expect(isApiPath(path)).toBe(true);
    for (const path of ['/apix', '/about', '/', '/en/api', '/API/web/login']) expect(isApiPath(path)).toBe(false);
  });
});

describe('browser calls only (issue 42, finding 1)', () => {
  it('forwards every call the browser makes', () => {
    for (const call of BROWSER_CALLS) expect(post(`/api/${call}`)).toMatchObject({ kind: 'call', call });
  });

  it("refuses every other call with 404: the server's own, the forms', the mails'", () => {
    const others = CALL_NAMES.filter((call) => !(BROWSER_CALLS as readonly string[]).includes(call));
    expect(others).toEqual(
      expect.arrayContaining(['web/subscribe_alerts', 'web/get_info', 'web/submit_privacy_request', 'web/confirm_alerts']),
    );
    for (const call of others) expect(post(`/api/${call}`)).toEqual({ kind: 'refuse', status: 404, reason: 'unknownCall' });
    expect(post('/api/web/no_such_call')).toMatchObject({ status: 404 });
  });
});

describe('a POST with JSON from this site (issue 42, findings 1 and 5)', () => {
  it.each(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s of a call is 405, allowing POST', (method) => {
    expect(screenApiRequest(method, '/api/web/login', JSON_FROM_SITE, SITE, BROWSER_CALLS)).toEqual({
      kind: 'refuse',
      status: 405,
      reason: 'method',
      allow: 'POST',
    });
  });

  it.each([undefined, 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'Content-Type %s is 415',
    (contentType) => {
      expect(post('/api/web/login', { ...JSON_FROM_SITE, contentType })).toMatchObject({ status: 415 });
    },
  );

  it('takes JSON in any case, with parameters', () => {
    expect(post('/api/web/login', { ...JSON_FROM_SITE, contentType: 'Application/JSON; charset=utf-8' })).toMatchObject({ kind: 'call' });
  });

  it.each(['https://evil.example', 'null', 'http://www.example.cn.evil.example', 'https://www.example.cn:8443', 'javascript:x'])(
    'Origin %s is 403',
    (origin) => {
      expect(post('/api/web/login', { ...JSON_FROM_SITE, origin })).toMatchObject({ status: 403, reason: 'origin' });
    },
  );

  it('takes an Origin of the host asked, of SITE_URL, or none (a client that is not a browser)', () => {
    expect(isSameOrigin(undefined, 'a.example', null)).toBe(true);
    expect(isSameOrigin('http://localhost:3000', 'localhost:3000', null)).toBe(true);
    expect(isSameOrigin('https://www.example.cn', 'internal:3000', 'https://www.example.cn')).toBe(true);
    expect(isSameOrigin('https://www.example.cn', 'internal:3000', null)).toBe(false);
  });

  it('files under /api/ are GET or HEAD only', () => {
    expect(screenApiRequest('GET', '/api/files/a.png?v=1', {}, null, BROWSER_CALLS)).toEqual({ kind: 'file', url: '/api/files/a.png?v=1' });
    expect(screenApiRequest('HEAD', '/api/files/./a.png', {}, null, BROWSER_CALLS)).toEqual({ kind: 'file', url: '/api/files/a.png' });
    expect(screenApiRequest('POST', '/api/files/a.png', JSON_FROM_SITE, null, BROWSER_CALLS)).toMatchObject({
      status: 405,
      allow: 'GET, HEAD',
    });
    expect(screenApiRequest('GET', '/api/files/%2e%2e%2fpackage.json', {}, null, BROWSER_CALLS)).toMatchObject({ status: 400 });
  });
});

describe("a call's body, read as the backend reads it (issue 42, finding 4)", () => {
  it('is a JSON object, strictly', () => {
    expect(readCallObject(Buffer.from('{"username":"investor"}'))).toEqual({ username: 'investor' });
    expect(readCallObject(Buffer.from(' {"a":1} \n'))).toEqual({ a: 1 });
  });

  it.each([
    ['a byte-order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"username":"investor"}')])],
    ['not JSON', Buffer.from('username=investor')],
    ['an array', Buffer.from('[{"username":"investor"}]')],
    ['a bare value', Buffer.from('"investor"')],
    ['null', Buffer.from('null')],
    ['nothing', Buffer.alloc(0)],
  ])('%s is no call body', (_name, bytes) => {
    expect(readCallObject(bytes)).toBeNull();
  });
});
