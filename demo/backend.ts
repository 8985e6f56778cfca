/**
 * The embedded demo backend: a real implementation of docs/backend-api.md over the content in
 * demo/content. It is a fetch-style handler (`Request` in, `Response` out) so the same code runs
 * in-process inside the site (no BACKEND_URL) and as a standalone HTTP server (demo/server.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { readCapped } from '@/lib/backend/forward';
import { API_BASE, CALLS, CODE_FAILURE, CODE_NOT_LOGGED_IN, CODE_SUCCESS, isCallName, type CallName } from '@/lib/backend/calls';
import {
  BannerListRequestSchema,
  CategoryRequestSchema,
  IdRequestSchema,
  LoginRequestSchema,
  MessageRequestSchema,
  SearchRequestSchema,
  SlugRequestSchema,
  VerifyRequestSchema,
} from '@/lib/backend/types';
import { createCaptcha, createTextCaptcha, verifyCaptcha } from './captcha';
import { issueToken, checkPassword, userForToken } from './auth';
import { storeFor } from './store';
import { banners, milestones, pages, settings, siteInfo } from './content/site';
import { companyProfile } from './content/company';
import { bannersEn, milestonesEn, pagesEn, settingsEn, siteInfoEn } from './content/en/site';
import { companyProfileEn } from './content/en/company';
import { irEvents } from './content/ir-events';
import { irEventsEn } from './content/en/ir-events';
import { dividends } from './content/ir/dividends';
import { meetings } from './content/ir/meetings';
import { briefings } from './content/ir/briefings';
import { esg } from './content/ir/esg';
import { alertOptions, confirmAlerts, memberAlerts, setMemberAlerts, subscribeAlerts, unsubscribeAlerts } from './alerts';
import { AlertRequestSchema, AlertTokenRequestSchema, MyAlertsRequestSchema } from '@/lib/backend/alert-types';
import { languageOf, type DemoLanguage } from './content/catalog';
import { saveMessage } from './messages';
import { MEMBER_FILES_PREFIX, serveMemberFile } from './member-files';
import { searchArticles } from './search';
import { stockQuote } from './stock';
import { financials } from './content/financials';
import { CrossReferenceRequestSchema } from '@/lib/backend/cross-reference-types';
import { crossReferences } from './cross-reference';
import { DocumentFileRequestSchema, DocumentLibraryRequestSchema } from '@/lib/backend/document-types';
import { documentLibrary, memberDocumentUrl } from './documents';
import { ComplianceRequestSchema } from '@/lib/backend/compliance-types';
import { compliance } from './compliance';
import { InventoryRequestSchema } from '@/lib/backend/inventory-types';
import { inventory } from './inventory';
import { ChangeNoticeRequestSchema } from '@/lib/backend/change-notice-types';
import { changeNotices } from './change-notices';
import { SampleOptionsRequestSchema, SampleRequestSchema, SetSubscriptionRequestSchema } from '@/lib/backend/sample-types';
import { setSubscription, subscriptionsOf } from './subscriptions';
import { memberSampleRequests, sampleOptions, submitSampleRequest } from './samples';
import { MEMBER_PROFILES } from './content/members';
import { PrivacyRequestSchema } from '@/lib/backend/privacy-types';
import { submitPrivacyRequest } from './privacy-requests';
import { QuestionListRequestSchema, QuestionRequestSchema } from '@/lib/backend/question-types';
import { myQuestions, publishedQuestions, submitQuestion } from './investor-qa';

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

type Envelope = { code: number; msg: string; data: unknown };

function envelope(body: Envelope, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const ok = (data: unknown) => envelope({ code: CODE_SUCCESS, msg: 'success', data });
const refuse = (msg: string, code: number = CODE_FAILURE) => envelope({ code, msg, data: null });
const refuseWith = (msg: string, data: unknown) => envelope({ code: CODE_FAILURE, msg, data });

/** The refusals a visitor reads (the browser toasts `msg`), in the language the call asked for. */
const REFUSALS = {
  badPayload: { zh: '参数错误：', en: 'Invalid parameter: ' },
  badCaptcha: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  badLogin: { zh: '用户名或密码错误', en: 'Wrong username or password' },
  badAlertToken: { zh: '链接无效或已失效', en: 'This link is not valid, or no longer' },
  signIn: { zh: '请先登录', en: 'Please sign in first' },
  noDocument: { zh: '文档不存在', en: 'No such document' },
} satisfies Record<string, Record<DemoLanguage, string>>;

/** Parses a request payload; a payload that does not match is answered with code 0 and what is wrong. */
function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> | Response {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'payload';
  return refuse(`${REFUSALS.badPayload[languageOf(payload)]}${field}`);
}

/** `lang`: the language the call asks for (docs/backend-api.md), Chinese when it names none. */
type Context = { payload: unknown; token: string | null; lang: DemoLanguage };
type Handler = (context: Context) => Response | Promise<Response>;

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

/** A call for signed-in members only: -1000 without a token that holds, before anything else is read. */
const forMember =
  (handle: (context: Context, user: NonNullable<ReturnType<typeof userForToken>>) => Response | Promise<Response>): Handler =>
  (context) => {
    const user = userForToken(context.token);
    return user ? handle(context, user) : refuse(REFUSALS.signIn[context.lang], CODE_NOT_LOGGED_IN);
  };

const handlers: Record<CallName, Handler> = {
  [CALLS.getSiteList]: ({ lang }) => ok(CONTENT[lang].siteInfo),
  [CALLS.getInfo]: ({ lang }) => ok(CONTENT[lang].settings),
  [CALLS.getBannerList]: ({ payload, lang }) => {
    const request = parsePayload(BannerListRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok({
      list: CONTENT[lang].banners
        .filter((banner) => banner.position === request.position)
        .map(({ position: _position, ...banner }) => banner),
    });
  },
  [CALLS.getExperienceList]: ({ lang }) =>
    ok({ list: [...CONTENT[lang].milestones].sort((a, b) => a.year - b.year || (a.month ?? 0) - (b.month ?? 0)) }),
  [CALLS.getInfoBySlug]: ({ payload, lang }) => {
    const request = parsePayload(SlugRequestSchema, payload);
    if (request instanceof Response) return request;
    const page = CONTENT[lang].pages.find((candidate) => candidate.slug === request.slug);
    return page ? ok(page) : refuse('页面不存在');
  },
  [CALLS.getCategoryInfoById]: ({ payload, lang }) => {
    const request = parsePayload(CategoryRequestSchema, payload);
    if (request instanceof Response) return request;
    const info = storeFor(lang).categoryInfo(request);
    return info ? ok(info) : refuse('栏目不存在');
  },
  [CALLS.getArticleInfoById]: ({ payload, token, lang }) => {
    const request = parsePayload(IdRequestSchema, payload);
    if (request instanceof Response) return request;
    const store = storeFor(lang);
    const article = store.findArticle(request.id);
    if (!article) return refuse('文章不存在');
    if (article.access === 'member' && !userForToken(token)) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    return ok(store.articleDetail(article));
  },
  [CALLS.generateVerify]: ({ payload, lang }) => {
    const request = parsePayload(VerifyRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(request.kind === 'text' ? createTextCaptcha(lang, request.for) : createCaptcha(request.for));
  },
  [CALLS.login]: async ({ payload, lang }) => {
    const request = parsePayload(LoginRequestSchema, payload);
    if (request instanceof Response) return request;
    // Which check failed is said (docs/backend-api.md): the site backs an account off on its passwords only.
    if (!verifyCaptcha(request.verify_key, request.verify_code, CALLS.login))
      return refuseWith(REFUSALS.badCaptcha[lang], { failed: 'captcha' });
    const user = await checkPassword(request.username, request.password);
    if (!user) return refuseWith(REFUSALS.badLogin[lang], { failed: 'password' });
    return ok(issueToken(user));
  },
  [CALLS.getCompanyProfile]: ({ lang }) => ok(CONTENT[lang].companyProfile),
  [CALLS.getIrEvents]: ({ lang }) => ok({ list: CONTENT[lang].irEvents }),
  [CALLS.getStockQuote]: () => ok(stockQuote()),
  [CALLS.getFinancials]: () => ok(financials),
  [CALLS.getDividends]: ({ lang }) => ok(dividends(lang)),
  [CALLS.getMeetings]: ({ lang }) => ok(meetings(lang)),
  [CALLS.getBriefings]: ({ lang }) => ok(briefings(lang)),
  [CALLS.getEsg]: ({ lang }) => ok(esg(lang)),
  [CALLS.getAlertOptions]: () => ok(alertOptions()),
  [CALLS.subscribeAlerts]: async ({ payload, lang }) => {
    const request = parsePayload(AlertRequestSchema, payload);
    if (request instanceof Response) return request;
    if (!verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.subscribeAlerts))
      return refuse(REFUSALS.badCaptcha[lang]);
    const result = await subscribeAlerts(lang, request);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  },
  [CALLS.confirmAlerts]: async ({ payload, lang }) => {
    const request = parsePayload(AlertTokenRequestSchema, payload);
    if (request instanceof Response) return request;
    const subscription = await confirmAlerts(request.token);
    return subscription ? ok(subscription) : refuse(REFUSALS.badAlertToken[lang]);
  },
  [CALLS.getMyAlerts]: forMember(async ({ lang }, user) =>
    ok(await memberAlerts(user.id, MEMBER_PROFILES[user.id]?.[lang]?.email ?? '', lang)),
  ),
  [CALLS.setMyAlerts]: forMember(async ({ payload, lang }, user) => {
    const request = parsePayload(MyAlertsRequestSchema, payload);
    if (request instanceof Response) return request;
    const result = await setMemberAlerts(user.id, MEMBER_PROFILES[user.id]?.[lang]?.email ?? '', request, lang);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
  [CALLS.unsubscribeAlerts]: async ({ payload, lang }) => {
    const request = parsePayload(AlertTokenRequestSchema, payload);
    if (request instanceof Response) return request;
    const subscription = await unsubscribeAlerts(request.token);
    return subscription ? ok(subscription) : refuse(REFUSALS.badAlertToken[lang]);
  },
  [CALLS.search]: ({ payload, lang }) => {
    const request = parsePayload(SearchRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(searchArticles(lang, request));
  },
  [CALLS.getCrossReference]: ({ payload, lang }) => {
    const request = parsePayload(CrossReferenceRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(crossReferences(lang, request));
  },
  [CALLS.getDocuments]: ({ payload, lang }) => {
    const request = parsePayload(DocumentLibraryRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(documentLibrary(lang, request));
  },
  [CALLS.getDocumentFile]: ({ payload, token, lang }) => {
    const request = parsePayload(DocumentFileRequestSchema, payload);
    if (request instanceof Response) return request;
    if (!userForToken(token)) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    const url = memberDocumentUrl(request.id);
    return url ? ok({ url }) : refuse(REFUSALS.noDocument[lang]);
  },
  [CALLS.getCompliance]: ({ payload, lang }) => {
    const request = parsePayload(ComplianceRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(compliance(lang, request));
  },
  [CALLS.getInventory]: ({ payload, lang }) => {
    const request = parsePayload(InventoryRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(inventory(lang, request));
  },
  [CALLS.getChangeNotices]: ({ payload, lang }) => {
    const request = parsePayload(ChangeNoticeRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(changeNotices(lang, request));
  },
  [CALLS.getSampleOptions]: ({ payload }) => {
    const request = parsePayload(SampleOptionsRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(sampleOptions(request));
  },
  [CALLS.submitSampleRequest]: async ({ payload, token, lang }) => {
    const request = parsePayload(SampleRequestSchema, payload);
    if (request instanceof Response) return request;
    // A member signs in instead of solving a captcha; a token that no longer holds is said so.
    const user = token ? userForToken(token) : null;
    if (token && !user) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    if (!user && !verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.submitSampleRequest))
      return refuse(REFUSALS.badCaptcha[lang]);
    const result = await submitSampleRequest(lang, request, user?.id ?? null);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  },
  [CALLS.getSampleRequests]: forMember(async ({ lang }, user) => ok(await memberSampleRequests(lang, user.id))),
  [CALLS.getMemberProfile]: forMember(({ lang }, user) => ok(MEMBER_PROFILES[user.id]?.[lang] ?? {})),
  [CALLS.getSubscriptions]: forMember(async ({ lang }, user) => ok(await subscriptionsOf(lang, user.id))),
  [CALLS.setSubscription]: forMember(async ({ payload, lang }, user) => {
    const request = parsePayload(SetSubscriptionRequestSchema, payload);
    if (request instanceof Response) return request;
    const result = await setSubscription(lang, user.id, request);
    return 'refusal' in result ? refuse(result.refusal) : ok(result);
  }),
  [CALLS.submitPrivacyRequest]: async ({ payload, lang }) => {
    const request = parsePayload(PrivacyRequestSchema, payload);
    if (request instanceof Response) return request;
    if (!verifyCaptcha(request.verify_key, request.verify_code, CALLS.submitPrivacyRequest)) return refuse(REFUSALS.badCaptcha[lang]);
    return ok(await submitPrivacyRequest(lang, request));
  },
  [CALLS.getInvestorQuestions]: ({ payload, lang }) => {
    const request = parsePayload(QuestionListRequestSchema, payload);
    if (request instanceof Response) return request;
    return ok(publishedQuestions(lang, request));
  },
  [CALLS.submitInvestorQuestion]: async ({ payload, token, lang }) => {
    const request = parsePayload(QuestionRequestSchema, payload);
    if (request instanceof Response) return request;
    const user = token ? userForToken(token) : null;
    if (token && !user) return refuse(REFUSALS.signIn[lang], CODE_NOT_LOGGED_IN);
    if (!user && !verifyCaptcha(request.verify_key ?? '', request.verify_code ?? '', CALLS.submitInvestorQuestion))
      return refuse(REFUSALS.badCaptcha[lang]);
    return ok(await submitQuestion(lang, request, user?.id ?? null));
  },
  [CALLS.getMyQuestions]: forMember(async ({ lang }, user) => ok(await myQuestions(lang, user.id))),
  [CALLS.submitMessage]: async ({ payload, lang }) => {
    const request = parsePayload(MessageRequestSchema, payload);
    if (request instanceof Response) return request;
    if (!verifyCaptcha(request.verify_key, request.verify_code, CALLS.submitMessage)) return refuse(REFUSALS.badCaptcha[lang]);
    const { verify_key: _key, verify_code: _code, ...fields } = request;
    const saved = await saveMessage(fields);
    return ok({ id: saved.id, created_at: saved.created_at });
  },
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
