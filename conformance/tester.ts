/**
 * What each call's checks are written with (issue 44): a tester per call that sends requests as the site does,
 * in both languages, and notes every way an answer breaks a rule of docs/backend-api.md, under the section
 * that states it. The checks themselves are in ./calls/.
 */
import type { z } from 'zod';
import { collectLeftOut } from '@/lib/backend/lenient';
import { CALLS, type CallName } from '@/features/index';
import { getFile, post, ANSWER_LIMIT_BYTES, ANSWER_TIMEOUT_MS, type Answer, type Backend, type Exchange } from './http';
import { filePaths, HAN, idDifference, sitePaths, unmarkedChinese } from './judge';
import { CALL_SECTIONS, SECTIONS } from './sections';
import { resolveSitePath } from './site-routes';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

export type Finding = {
  readonly level: 'fail' | 'warn';
  /** The section of docs/backend-api.md that states the rule. */
  readonly rule: string;
  readonly message: string;
  readonly sent?: { call: string; body: Readonly<Record<string, unknown>>; token?: string };
  readonly received?: { status: number; body: string };
  /** How many more requests broke the rule the same way (each finding is reported once, with its first request). */
  more?: number;
};

/** What the run knows and has found so far, shared by every call's checks. */
export type Context = {
  readonly backend: Backend;
  /** `--write`: the calls that write (messages, requests, questions, alerts, subscriptions) are made. */
  readonly write: boolean;
  /**
   * The address the run's submissions give: `conformance-test-<run>@example.com`, a reserved domain, so no mail
   * reaches a person, and one address per run, so a backend's bound on mail per recipient holds no run back.
   */
  readonly testEmail: string;
  /** `--member`: an account to sign in with. */
  readonly member?: { username: string; password: string };
  /** Reads the code behind a captcha key through the backend's test hook; null without one. */
  solve: ((key: string) => Promise<string | null>) | null;
  /** A signed-in member's token, once `web/login` gave one. */
  token?: string;
  /** Things found in answers that later calls ask about. */
  readonly found: Found;
  /** Files and site paths already checked, with what was found. */
  readonly checked: Map<string, string | null>;
};

export type Found = {
  channels: Partial<Record<'product' | 'news' | 'investor', number>>;
  products: number[];
  articles: number[];
  /** Orderable part numbers of our products. */
  parts: string[];
  /** Orderable parts offered as samples, with their product and limit (`web/get_sample_options`). */
  sampleParts: { part: string; product: number; max: number }[];
  /** A members-only article (`-1000` without a token), found through a site path an answer links. */
  membersArticle?: number;
  /** A members' document's id (`access: "member"`). */
  memberDocument?: number;
};

export type Verdict = 'conforms' | 'warnings' | 'fails' | 'absent' | 'skipped';

export type CallResult = {
  readonly call: CallName;
  readonly section: string;
  readonly required: boolean;
  readonly verdict: Verdict;
  readonly findings: readonly Finding[];
  readonly notes: readonly string[];
  readonly requests: number;
};

/** Where an answer breaks its schema, as a finding says it: `data.<path>`: the problem. */
export function shapeProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `\`data.${issue?.path.join('.') ?? ''}\`: ${issue?.message ?? 'unexpected shape'}`;
}

/**
 * What is wrong with a file under the API base: it does not answer, or, a members' file, a shared cache may keep
 * it (docs/backend-api.md, "Members' files"); null when nothing is.
 */
export async function fileProblem(backend: Backend, path: string, membersFile: boolean): Promise<string | null> {
  const file = await getFile(backend, path);
  if (file.status !== 200) return `GET /api/${path} answers HTTP ${file.status}${file.error ? ` (${file.error})` : ''}`;
  const shared = !/private|no-store/.test(file.cacheControl) || /public|s-maxage/.test(file.cacheControl);
  if (membersFile && shared) return `it answers \`Cache-Control: ${file.cacheControl || '(none)'}\`, not \`private, no-store\``;
  return null;
}

export class CallTester {
  readonly findings: Finding[] = [];
  readonly notes: string[] = [];
  absent = false;
  skipped = false;
  requests = 0;

  constructor(
    readonly call: CallName,
    readonly ctx: Context,
  ) {}

  get section(): string {
    return CALL_SECTIONS[this.call];
  }

  private note(level: Finding['level'], rule: string, message: string, exchange?: Exchange): void {
    const same = this.findings.find((finding) => finding.level === level && finding.rule === rule && finding.message === message);
    if (same) {
      same.more = (same.more ?? 0) + 1;
      return;
    }
    this.findings.push({
      level,
      rule,
      message,
      ...(exchange
        ? {
            sent: { call: exchange.call, body: exchange.body, ...(exchange.token !== undefined ? { token: exchange.token } : {}) },
            received: { status: exchange.status, body: exchange.received },
          }
        : {}),
    });
  }

  fail(rule: string, message: string, exchange?: Exchange): void {
    this.note('fail', rule, message, exchange);
  }

  warn(rule: string, message: string, exchange?: Exchange): void {
    this.note('warn', rule, message, exchange);
  }

  /** Sends one request and checks what every answer owes: HTTP 200, the envelope, the time and the size. */
  async send(body: Readonly<Record<string, unknown>>, lang: Lang, token?: string, call: string = this.call): Promise<Answer> {
    this.requests += 1;
    const answer = await post(this.ctx.backend, call, { lang, ...body }, token);
    const { exchange } = answer;
    if (exchange.status === 0)
      this.fail(SECTIONS.transport, `no answer within ${ANSWER_TIMEOUT_MS} ms, a page view's whole budget`, exchange);
    else if (exchange.bytes > ANSWER_LIMIT_BYTES)
      this.fail(SECTIONS.transport, `the answer is over ${ANSWER_LIMIT_BYTES} bytes, which the site does not read`, exchange);
    else if (exchange.status !== 200 && exchange.status !== 404)
      this.fail(SECTIONS.envelope, `HTTP ${exchange.status}: every answer is HTTP 200`, exchange);
    else if (exchange.status === 200 && !answer.envelope)
      this.fail(SECTIONS.envelope, `${answer.problem}: every answer is \`{code, msg, data}\``, exchange);
    return answer;
  }

  /** Whether an answer says "there is no such call": HTTP 404, or a call name the backend does not know. */
  static notImplemented(answer: Answer): boolean {
    return answer.exchange.status === 404;
  }

  /** The call is absent when `answer` says there is no such call (HTTP 404): marked so, and told. */
  absentIfNotImplemented(answer: Answer): boolean {
    if (!CallTester.notImplemented(answer)) return false;
    this.absent = true;
    this.notes.push('absent (HTTP 404)');
    return true;
  }

  /**
   * Reads a call in both languages and checks the answers: code 1, the shape the site reads with (no item
   * of a list left out), the language, and the same ids in both. `absentOk`: the call's first read, where an
   * optional call that answers "absent" is absent. `body` may differ by language (a filter by a word of
   * that language); `rankedByLanguage`: a list ranked by relevance, whose pages may hold other items in the
   * other language; `typedByPerson`: what a person typed (a member's own details), in whatever language they
   * wrote it, so not judged by the language asked for. Returns null when the read could not be judged further.
   */
  async read<S extends z.ZodType>(
    body: Readonly<Record<string, unknown>> | ((lang: Lang) => Readonly<Record<string, unknown>>),
    schema: S,
    options: { token?: string; absentOk?: boolean; label?: string; rankedByLanguage?: boolean; typedByPerson?: boolean } = {},
  ): Promise<{ zh: z.output<S>; en: z.output<S>; raw: Record<Lang, unknown> } | null> {
    const parsed: Partial<Record<Lang, z.output<S>>> = {};
    const raw: Partial<Record<Lang, unknown>> = {};
    const answers: Partial<Record<Lang, Answer>> = {};
    for (const lang of LANGS) {
      const answer = await this.send(typeof body === 'function' ? body(lang) : body, lang, options.token);
      answers[lang] = answer;
      const what = options.label ? `${options.label}: ` : '';
      if (options.absentOk && this.absentIfNotImplemented(answer)) return null;
      if (options.absentOk && answer.envelope?.code === 0) {
        this.absent = true;
        this.notes.push('absent (code 0)');
        return null;
      }
      if (CallTester.notImplemented(answer)) {
        this.fail(this.section, `${what}HTTP 404: the call is not answered, where the document answers code 1`, answer.exchange);
        return null;
      }
      if (!answer.envelope) return null;
      if (answer.envelope.code !== 1) {
        this.fail(
          this.section,
          `${what}code ${answer.envelope.code} (${answer.envelope.msg || 'no msg'}) where the document answers code 1`,
          answer.exchange,
        );
        return null;
      }
      const { result, leftOut } = collectLeftOut(() => schema.safeParse(answer.envelope!.data));
      if (!result.success) {
        this.fail(this.section, `${what}${shapeProblem(result.error)}`, answer.exchange);
        return null;
      }
      for (const item of leftOut.slice(0, 5)) {
        this.fail(SECTIONS.lists, `${what}an item the site leaves out: ${item}`, answer.exchange);
      }
      parsed[lang] = result.data as z.output<S>;
      raw[lang] = answer.envelope.data;
    }
    if (!options.typedByPerson) this.compareLanguages(answers as Record<Lang, Answer>, !options.rankedByLanguage);
    await this.checkLinks(raw.zh);
    return { zh: parsed.zh as z.output<S>, en: parsed.en as z.output<S>, raw: raw as Record<Lang, unknown> };
  }

  /** The English answer in English (or all Chinese, from a backend that knows no `lang`), with the same ids as the Chinese. */
  private compareLanguages(answers: Record<Lang, Answer>, sameIds: boolean): void {
    const zh = answers.zh.envelope?.data;
    const en = answers.en.envelope?.data;
    const chinese = unmarkedChinese(en);
    if (chinese.length > 0) {
      if (answers.zh.raw === answers.en.raw) {
        this.warn(
          SECTIONS.languages,
          'the English answer is the Chinese one: a backend that knows no `lang` works, but English pages show Chinese content',
          answers.en.exchange,
        );
      } else {
        this.fail(
          SECTIONS.languages,
          `Chinese text in the English answer, on an item not marked \`"lang": "zh"\`: ${chinese.slice(0, 3).join(', ')}${chinese.length > 3 ? ` and ${chinese.length - 3} more` : ''}`,
          answers.en.exchange,
        );
      }
    }
    const difference = sameIds ? idDifference(zh, en) : null;
    if (difference) this.fail(SECTIONS.languages, `ids are the same thing in both languages, but ${difference}`, answers.en.exchange);
  }

  /** The files an answer links answer under `/api/`, and its site paths lead to pages (at most a few of each per call). */
  async checkLinks(data: unknown, limit = 6): Promise<void> {
    for (const path of filePaths(data).slice(0, limit)) {
      const key = `file:${path}`;
      if (!this.ctx.checked.has(key))
        this.ctx.checked.set(key, await fileProblem(this.ctx.backend, path, path.startsWith('member-files/')));
      const problem = this.ctx.checked.get(key);
      if (problem)
        this.fail(
          path.startsWith('member-files/') ? SECTIONS.membersFiles : SECTIONS.staticFiles,
          `the answer links \`${path}\`, but ${problem}`,
        );
    }
    for (const link of sitePaths(data).slice(0, limit)) {
      const key = `link:${link}`;
      if (!this.ctx.checked.has(key)) this.ctx.checked.set(key, await this.sitePathProblem(link));
      const problem = this.ctx.checked.get(key);
      if (problem) this.fail(SECTIONS.links, `the answer links the site path \`${link}\`, ${problem}`);
    }
  }

  private async sitePathProblem(link: string): Promise<string | null> {
    const need = resolveSitePath(link);
    if (need.kind === 'none') return 'which is no page of the site';
    if (need.kind === 'page') return null;
    const call = need.kind === 'article' ? CALLS.getArticleInfoById : CALLS.getCategoryInfoById;
    this.requests += 1;
    const answer = await post(this.ctx.backend, call, { lang: 'zh', id: need.id });
    const code = answer.envelope?.code;
    if (code === -1000 && need.kind === 'article') this.ctx.found.membersArticle ??= need.id;
    return code === 1 || code === -1000
      ? null
      : `but ${call} answers ${need.id} with ${code === undefined ? `HTTP ${answer.exchange.status}` : `code ${code}`}`;
  }

  /**
   * A request the document refuses: HTTP 200 and `code`. `shown`: the browser shows `msg` to the visitor, so
   * it is in the language asked for.
   */
  async refused(
    body: Readonly<Record<string, unknown>>,
    expected: { code: 0 | -1000; why: string; token?: string; shown?: boolean; langs?: readonly Lang[] },
  ): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (const lang of expected.langs ?? LANGS) {
      const answer = await this.send(body, lang, expected.token);
      answers.push(answer);
      if (CallTester.notImplemented(answer)) {
        this.fail(this.section, `${expected.why}: HTTP 404, where the document answers code ${expected.code}`, answer.exchange);
        continue;
      }
      if (!answer.envelope) continue;
      if (answer.envelope.code !== expected.code) {
        this.fail(this.section, `${expected.why}: code ${expected.code} expected, code ${answer.envelope.code} came`, answer.exchange);
      } else if (expected.shown && lang === 'en' && HAN.test(answer.envelope.msg)) {
        this.fail(SECTIONS.languages, `${expected.why}: the visitor reads \`msg\`, which is Chinese on an English page`, answer.exchange);
      } else if (expected.shown && !answer.envelope.msg.trim()) {
        this.warn(SECTIONS.envelope, `${expected.why}: no \`msg\`, so the visitor reads only "request failed"`, answer.exchange);
      }
    }
    return answers;
  }

  result(required: boolean): CallResult {
    const fails = this.findings.some((finding) => finding.level === 'fail');
    const verdict: Verdict = fails
      ? 'fails'
      : this.skipped
        ? 'skipped'
        : this.absent
          ? 'absent'
          : this.findings.length > 0
            ? 'warnings'
            : 'conforms';
    return {
      call: this.call,
      section: this.section,
      required,
      verdict: required && this.absent ? 'fails' : verdict,
      findings: required && this.absent ? [...this.findings, absentRequired(this.section)] : this.findings,
      notes: this.notes,
      requests: this.requests,
    };
  }
}

const absentRequired = (section: string): Finding => ({
  level: 'fail',
  rule: SECTIONS.optional,
  message: `a required call is absent (${section})`,
});
