/**
 * A running CMS as the checks reach it: the contract's calls (with a member's token), a captcha read through its test
 * hook (CMS_TEST_HOOKS=1), and the admin's own REST API as a signed-in person of the company.
 */
type Doc = Record<string, unknown>;
export type Envelope = { code: number; msg: string; data: unknown };
export type Rest = { status: number; body: Doc & { docs?: Doc[]; doc?: Doc; totalDocs?: number; errors?: { message: string }[] } };

export function cmsClient(base: string) {
  const call = async (name: string, body: Doc, token?: string): Promise<Envelope> =>
    (await (
      await fetch(`${base}/api/web/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      })
    ).json()) as Envelope;
  const captcha = async (forCall: string) => {
    const key = ((await call('generate_verify', { lang: 'zh', for: forCall })).data as { key: string }).key;
    return { verify_key: key, verify_code: await (await fetch(`${base}/__test/captcha?key=${encodeURIComponent(key)}`)).text() };
  };
  const rest = async (path: string, jwt: string, init: RequestInit = {}): Promise<Rest> => {
    const response = await fetch(`${base}/api/${path}`, {
      ...init,
      headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
    return { status: response.status, body: (await response.json()) as Rest['body'] };
  };
  /** A member's token: the demo member's unless told. */
  const member = async (username = 'investor', password = 'Xingyuan@2026') =>
    (
      (await call('login', { lang: 'zh', username, password, ...(await captcha('web/login')) })).data as {
        token?: string;
      } | null
    )?.token ?? '';
  return { call, captcha, rest, member };
}
