/**
 * The CMS's publishing workflow checked through its REST API, as the company's people use it (issue 45): an editor
 * drafts an announcement with its PDF and cannot publish it; the draft and its PDF are not out; a publisher who did
 * not draft it approves it, and then they are, and the site is told; a publisher cannot approve their own draft nor
 * change one while approving; an editor cannot unpublish; the audit log holds all of it, and strangers read none of
 * it. `site` is a listener standing in for the site's `POST /_site/revalidate` (the CMS runs with SITE_URL at it).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Check = (ok: boolean, what: string) => void;
type Answer = { status: number; body: Record<string, unknown> & { doc?: { id: number } } };

/** A listener for the site's revalidation endpoint: the bodies it received, with the secret they carried. */
export function siteStandIn(port: number) {
  const received: { authorization: string; body: { tags?: string[]; paths?: string[] } }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk) => (text += String(chunk)));
    req.on('end', () => {
      if (req.url === '/_site/revalidate')
        received.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(text || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":1,"msg":"ok","data":{"expired":1,"expiredAnswers":1}}');
    });
  });
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const token = ((await response.json()) as { token?: string }).token;
  if (!token) throw new Error(`cannot sign in as ${email}`);
  return token;
}

export async function workflowChecks(
  check: Check,
  base: string,
  password: string,
  site: ReturnType<typeof siteStandIn>,
  secret: string,
): Promise<void> {
  const as =
    (token: string) =>
    async (method: string, url: string, body?: unknown): Promise<Answer> => {
      const response = await fetch(`${base}/api/${url}`, {
        method,
        headers: { authorization: `JWT ${token}`, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer['body'] };
    };
  const editor = as(await signIn(base, 'editor@xingyuan-micro.example', password));
  const publisher = as(await signIn(base, 'publisher@xingyuan-micro.example', password));
  const irHead = as(await signIn(base, 'ir-head@xingyuan-micro.example', password));
  const article = async (id: number) =>
    (
      (await (
        await fetch(`${base}/api/web/get_article_info_by_id`, { method: 'POST', body: JSON.stringify({ lang: 'zh', id }) })
      ).json()) as { code: number }
    ).code;
  const file = async (filePath: string) => (await fetch(`${base}/api/files/${filePath}`, { method: 'HEAD' })).status;
  /** The ids web/search finds for `q`, in Chinese. */
  const searched = async (q: string) =>
    (
      (await (await fetch(`${base}/api/web/search`, { method: 'POST', body: JSON.stringify({ lang: 'zh', q }) })).json()) as {
        data?: { list?: { id: number }[] };
      }
    ).data?.list?.map((item) => item.id) ?? [];

  // The editor uploads the PDF and drafts the announcement.
  const pdfPath = `docs/ir/workflow-check-${Date.now()}.pdf`;
  const form = new FormData();
  form.append(
    'file',
    new Blob([readFileSync(path.join(__dirname, '..', '..', 'demo', 'content', 'files', 'docs', 'ir', '301.pdf'))], {
      type: 'application/pdf',
    }),
    'check.pdf',
  );
  form.append('_payload', JSON.stringify({ path: pdfPath }));
  const pdf = await editor('POST', 'media', form);
  const kinds = await editor('GET', 'announcement-kinds?limit=1');
  const kind = (kinds.body.docs as { id: number }[])[0]!.id;
  const draft = (title: string, number: string) => ({
    kind: 'investor',
    category: 31,
    published_at: '2026-11-23T12:00:00.000Z',
    title,
    access: 'public',
    announcement: { number, type: 'temporary', subtype: kind, pdf: pdf.body.doc?.id },
    _status: 'draft',
  });
  const created = await editor('POST', 'articles?draft=true&locale=zh', draft('[workflow check] 关于测试事项的公告', '2026-901'));
  const id = created.body.doc?.id ?? 0;
  check(
    pdf.status === 201 && created.status === 201,
    `an editor uploads a PDF and drafts an announcement: ${pdf.status}, ${created.status}`,
  );
  check((await article(id)) === 0 && (await file(pdfPath)) === 404, 'the draft is not out, nor its PDF');

  // Its preview link (the admin's Preview button) lets its holder read the draft, and its PDF at a sealed address.
  const link = await editor('GET', `articles/${id}/preview-url?locale=zh`);
  const url = String(link.body.url ?? '');
  const token = url.split('/').pop() ?? '';
  const previewOf = async (articleId: number, header: string) =>
    (await (
      await fetch(`${base}/api/web/get_article_info_by_id`, {
        method: 'POST',
        headers: { preview: header },
        body: JSON.stringify({ lang: 'zh', id: articleId }),
      })
    ).json()) as { code: number; data: { title?: string; announcement?: { pdf_url?: string } } | null };
  const previewed = await previewOf(id, token);
  const sealedPdf = previewed.data?.announcement?.pdf_url ?? '';
  const sealedStatus = sealedPdf ? (await fetch(`${base}/api/${sealedPdf}`, { method: 'HEAD' })).status : 0;
  check(
    link.status === 200 &&
      url.startsWith(`${process.env.SITE_URL ?? ''}/preview/article/${id}/`) &&
      previewed.code === 1 &&
      previewed.data?.title === '[workflow check] 关于测试事项的公告' &&
      sealedPdf.startsWith('preview-files/') &&
      sealedStatus === 200 &&
      (await file(pdfPath)) === 404,
    `its preview link reads the draft (code ${previewed.code}) and its PDF at a sealed address (${sealedStatus}), not at its public path`,
  );
  const foreign = await previewOf(id - 1, token);
  const altered = await previewOf(id, `${token.slice(0, -2)}AA`);
  const anonymous = await fetch(`${base}/api/articles/${id}/preview-url`);
  check(
    foreign.code === 0 && altered.code === 0 && anonymous.status === 401,
    `the link is for its article only, unaltered (codes ${foreign.code}, ${altered.code}), and only staff get one (${anonymous.status})`,
  );
  const refused = await editor('PATCH', `articles/${id}?locale=zh`, { _status: 'published' });
  check(refused.status === 403 && (await article(id)) === 0, `the editor cannot publish it: ${refused.status}`);
  const changed = await publisher('PATCH', `articles/${id}?locale=zh`, {
    title: '[workflow check] 审批时改过的标题',
    _status: 'published',
  });
  check(changed.status === 403, `a publisher cannot change it while approving: ${changed.status}`);

  // The search index is made now, without the draft; it is brought up to date when the draft is published.
  const unpublishedFound = (await searched('关于测试事项的公告')).includes(id);
  check(!unpublishedFound, 'a draft is not found by the site search');
  const before = site.received.length;
  const approved = await publisher('PATCH', `articles/${id}?locale=zh`, { _status: 'published' });
  check(
    approved.status === 200 && (await article(id)) === 1 && (await file(pdfPath)) === 200,
    `a publisher who did not draft it approves it, and it is out with its PDF: ${approved.status}`,
  );
  let told = false;
  for (let waited = 0; waited < 20_000 && !told; waited += 250) {
    told = site.received
      .slice(before)
      .some(({ authorization, body }) => authorization === `Bearer ${secret}` && body.tags?.includes('investor'));
    if (!told) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  check(told, 'the site is told what changed (POST /_site/revalidate, tag investor, with its secret)');
  check((await searched('关于测试事项的公告')).includes(id), 'once published, the site search finds it (the index brought up to date)');

  const own = await publisher('POST', 'articles?draft=true&locale=zh', draft('[workflow check] 发布人自己起草的公告', '2026-902'));
  const ownId = own.body.doc?.id ?? 0;
  const ownRefused = await publisher('PATCH', `articles/${ownId}?locale=zh`, { _status: 'published' });
  const other = await irHead('PATCH', `articles/${ownId}?locale=zh`, { _status: 'published' });
  check(
    ownRefused.status === 403 && other.status === 200,
    `a publisher cannot approve their own draft (${ownRefused.status}); another publisher can (${other.status})`,
  );
  const direct = await publisher('POST', 'articles?locale=zh', {
    ...draft('[workflow check] 起草即发布的公告', '2026-903'),
    _status: 'published',
  });
  check(direct.status === 403, `a publisher cannot create an announcement and publish it in one save: ${direct.status}`);
  const unpublish = await editor('PATCH', `articles/${id}?locale=zh`, { _status: 'draft' });
  check(unpublish.status === 403 && (await article(id)) === 1, `an editor cannot unpublish: ${unpublish.status}`);

  const log = await publisher('GET', `audit-log?limit=50&sort=at&where[target][in]=articles/${id},articles/${ownId}`);
  const entries = (log.body.docs as { who: string; action: string; target: string }[]).map(
    ({ who, action, target }) => `${who.split('@')[0]} ${action} ${target.split('/')[1] === String(id) ? 'A' : 'B'}`,
  );
  const expected = [
    'editor create A',
    'editor refused A',
    'publisher refused A',
    'publisher approve A',
    'publisher create B',
    'publisher refused B',
    'ir-head approve B',
    'editor refused A',
  ];
  check(JSON.stringify(entries) === JSON.stringify(expected), `the audit log holds all of it, in order: ${entries.join('; ')}`);
  const stranger = await fetch(`${base}/api/audit-log`);
  check(stranger.status === 403, `a stranger reads none of it: ${stranger.status}`);
}
