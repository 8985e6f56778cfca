/**
 * The embedded demo backend: a real implementation of docs/backend-api.md over the content in
 * demo/content. It is a fetch-style handler (`Request` in, `Response` out) so the same code runs
 * in-process inside the site (no BACKEND_URL) and as a standalone HTTP server (demo/server.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCapped } from '@/lib/backend/forward';
import { API_BASE, CALL_SPECS, CODE_FAILURE, CODE_NOT_LOGGED_IN, namesOf } from '@/lib/backend/calls';
import { CAPTCHA_CALLS, isCallName, type CallName } from '@/features';
import { FEATURE_DEMO_HANDLERS } from '@/features/demo';
import {
  BannerListRequestSchema,
  CategoryRequestSchema,
  IdRequestSchema,
  LoginRequestSchema,
  SearchRequestSchema,
  SlugRequestSchema,
  VerifyRequestSchema,
} from '@/lib/backend/types';
import { envelope, forMember, forMemberWith, ok, refuse, refuseWith, REFUSALS, withRequest, type Handler } from './handler-kit';
import { createCaptcha, createTextCaptcha, verifyCaptcha } from './captcha';
import { issueToken, checkPassword, userForToken } from './auth';
import { storeFor } from './store';
import { banners, milestones, pages, settings, siteInfo } from './content/site';
import { companyProfile } from './content/company';
import { bannersEn, milestonesEn, pagesEn, settingsEn, siteInfoEn } from './content/en/site';
import { companyProfileEn } from './content/en/company';
import { irEvents } from './content/ir-events';
import { irEventsEn } from './content/en/ir-events';
import { memberAlerts, setMemberAlerts } from '@/features/alerts/demo';
import { MyAlertsRequestSchema } from '@/features/alerts/contract';
import { languageOf, type DemoLanguage } from './content/catalog';
import { MEMBER_FILES_PREFIX, serveMemberFile } from './member-files';
import { searchArticles } from './search';
import { CrossReferenceRequestSchema } from '@/lib/backend/cross-reference-types';
import { crossReferences } from './cross-reference';
import { DocumentFileRequestSchema } from '@/lib/backend/types';
import { memberDocumentUrl } from '@/features/resources/demo';
import { SetSubscriptionRequestSchema } from '@/lib/backend/sample-types';
import { setSubscription, subscriptionsOf } from './subscriptions';
import { memberSampleRequests } from '@/features/samples/demo';
import { MEMBER_PROFILES } from './content/members';
import { myQuestions } from '@/features/investor-qa/demo';

/** The core's calls by their plain names: the demo answers every call, the browser's among them. */
const CALLS = namesOf(CALL_SPECS);

const FILES_DIR = path.join(process.cwd(), 'demo', 'content', 'files');
const MAX_BODY_BYTES = 64 * 1024;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  // Design files of the document library: SPICE and IBIS models, KiCad symbols and footprints (text).
  '.lib': 'text/plain; charset=utf-8',
  '.ibs': 'text/plain; charset=utf-8',
  '.kicad_sym': 'text/plain; charset=utf-8',
  '.kicad_mod': 'text/plain; charset=utf-8',
};

/** The site-wide content of each language (articles and categories: ./store.ts). */
const CONTENT = {
  zh: { siteInfo, settings, banners, milestones, pages, companyProfile, irEvents },
  en: {
    siteInfo: siteInfoEn,
    settings: settingsEn,
    banners: bannersEn,
    milestones: milestonesEn,
    pages: pagesEn,
    companyProfile: companyProfileEn,
    irEvents: irEventsEn,
  },
} satisfies Record<DemoLanguage, unknown>;

const handlers: Record<CallName, Handler> = {
  ...FEATURE_DEMO_HANDLERS,
  [CALLS.getSiteList]: ({ lang }) => ok(CONTENT[lang].siteInfo),
  [CALLS.getInfo]: ({ lang }) => ok(CONTENT[lang].settings),
  [CALLS.getBannerList]: withRequest(BannerListRequestSchema, (request, { lang }) => {
    return ok({
      list: CONTENT[lang].banners
        .filter((banner) => banner.position === request.position)
        .map(({ position: _position, ...banner }) => banner),
    });
  }),
  [CALLS.getExperienceList]: ({ lang }) =>
    ok({ list: [...CONTENT[lang].milestones].sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0)) }),
  [CALLS.getInfoBySlug]: withRequest(SlugRequestSchema, (request, { lang }) => {
    const page = CONTENT[lang].pages.find((candidate) => candidate.slug === request.slug);
    return page ? ok(page) : refuse('页面不存在');
  }),
  [CALLS.getCategoryInfoById]: withRequest(CategoryRequestSchema, (request, { lang }) => {
    const info = storeFor(lang).categoryInfo(request);
    return info ? ok(info) : refuse('栏目不存在');
  }),
  [CALLS.getArticleInfoById]: withRequest(IdRequestSchema, async (request, { token, lang }) => {
    const store = storeFor(lang);
    const article = store.findArticle(request.id);
    if (!article) return refuse('文章不存在');
    if (article.access === 'member' && !(await userForToken(token))) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    return ok(store.articleDetail(article));
  }),
  [CALLS.generateVerify]: withRequest(VerifyRequestSchema, (request, { lang }) => {
    // Bound to a call a captcha guards, or to none (issue 42).
    if (request.for !== undefined && !(CAPTCHA_CALLS as readonly string[]).includes(request.for))
      return refuse(`${REFUSALS.badPayload[lang]}for`);
    return ok(request.kind === 'text' ? createTextCaptcha(lang, request.for) : createCaptcha(request.for));
  }),
  [CALLS.login]: withRequest(LoginRequestSchema, async (request, { lang }) => {
    // Which check failed is said (docs/backend-api.md): the site backs an account off on its passwords only.
    if (!verifyCaptcha(request.verify_key, request.verify_code, CALLS.login))
      return refuseWith(REFUSALS.badCaptcha[lang], { failed: 'captcha' });
    const user = await checkPassword(request.username, request.password);
    if (!user) return refuseWith(REFUSALS.badLogin[lang], { failed: 'password' });
    return ok(issueToken(user));
  }),
  [CALLS.getCompanyProfile]: ({ lang }) => ok(CONTENT[lang].companyProfile),
  [CALLS.getIrEvents]: ({ lang }) => ok({ list: CONTENT[lang].irEvents }),
  [CALLS.getMyAlerts]: forMember(async ({ lang }, user) =>
    ok(await memberAlerts(user.id, MEMBER_PROFILES[user.id]?.[lang]?.email ?? '', lang)),
  ),
  [CALLS.setMyAlerts]: forMemberWith(MyAlertsRequestSchema, async (request, { lang }, user) => {
    const result = await setMemberAlerts(user.id, MEMBER_PROFILES[user.id]?.[lang]?.email ?? '', request, lang);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
  [CALLS.search]: withRequest(SearchRequestSchema, (request, { lang }) => ok(searchArticles(lang, request))),
  [CALLS.getCrossReference]: withRequest(CrossReferenceRequestSchema, (request, { lang }) => ok(crossReferences(lang, request))),
  [CALLS.getDocumentFile]: withRequest(DocumentFileRequestSchema, async (request, { token, lang }) => {
    if (!(await userForToken(token))) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    const url = memberDocumentUrl(request.id);
    return url ? ok({ url }) : refuse(REFUSALS.noDocument[lang]);
  }),
  [CALLS.getSampleRequests]: forMember(async ({ lang }, user) => ok(await memberSampleRequests(lang, user.id))),
  [CALLS.getMemberProfile]: forMember(({ lang }, user) => ok(MEMBER_PROFILES[user.id]?.[lang] ?? {})),
  [CALLS.getSubscriptions]: forMember(async ({ lang }, user) => ok(await subscriptionsOf(lang, user.id))),
  [CALLS.setSubscription]: forMemberWith(SetSubscriptionRequestSchema, async (request, { lang }, user) => {
    const result = await setSubscription(lang, user.id, request);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
  [CALLS.getMyQuestions]: forMember(async ({ lang }, user) => ok(await myQuestions(lang, user.id))),
};

async function readJsonBody(request: Request): Promise<unknown | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return envelope({ code: CODE_FAILURE, msg: '请求体过大', data: null }, 413);
  // Counted as it arrives: a chunked upload without a Content-Length stops at the limit.
  const bytes = await readCapped(request, MAX_BODY_BYTES);
  if (bytes === 'too-large') return envelope({ code: CODE_FAILURE, msg: '请求体过大', data: null }, 413);
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse('请求体不是合法的 JSON');
  }
}

async function serveFile(relative: string, method: string): Promise<Response> {
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.includes('\\'))) {
    return new Response('Not Found', { status: 404 });
  }
  const file = path.join(FILES_DIR, ...segments);
  const type = MIME[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(FILES_DIR + path.sep)) return new Response('Not Found', { status: 404 });
  try {
    const bytes = await readFile(file);
    return new Response(method === 'HEAD' ? null : new Uint8Array(bytes), {
      headers: {
        'content-type': type,
        'content-length': String(bytes.byteLength),
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        // SVGs are images here; a sandbox CSP keeps a hostile one from running script if opened directly.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch {
    return new Response('Not Found', { status: 404 });
  }
}

/** Handles one request under `/api/`. Anything else is a 404. */
export async function handleDemoRequest(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(API_BASE)) return new Response('Not Found', { status: 404 });
  const rest = pathname.slice(API_BASE.length);

  if (rest.startsWith('files/') || rest.startsWith(MEMBER_FILES_PREFIX)) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    if (rest.startsWith(MEMBER_FILES_PREFIX)) return serveMemberFile(rest.slice(MEMBER_FILES_PREFIX.length), request.method);
    return serveFile(decodeURIComponentSafe(rest.slice('files/'.length)) ?? '', request.method);
  }

  if (!isCallName(rest)) return envelope({ code: CODE_FAILURE, msg: '接口不存在', data: null }, 404);
  if (request.method !== 'POST') return envelope({ code: CODE_FAILURE, msg: '请使用 POST 请求', data: null }, 405);

  const payload = await readJsonBody(request);
  if (payload instanceof Response) return payload;
  const token = request.headers.get('token');
  return handlers[rest]({ payload, token, lang: languageOf(payload) });
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
