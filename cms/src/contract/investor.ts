/**
 * The investor pages' calls (docs/backend-api.md): `web/get_company_profile`, `web/get_ir_events`,
 * `web/get_stock_quote`, `web/get_financials`, `web/get_dividends`, `web/get_meetings`, `web/get_briefings` and
 * `web/get_esg`, from the globals and collections of src/globals/company.ts, src/globals/investor.ts and
 * src/collections/investor.ts, in the language asked for.
 */
import type { Endpoint, Payload } from 'payload';
import { chinaDayOf, dayOf, dayValue, eventTimeOf } from '../fields';
import { call, filePath, groupOf, ok, refuse, relId, rowsOf, textOf, type Lang } from './envelope';
import { contentNow } from './clock';
import { quoteMoment, quoteOf, type Close } from './quote';

type Doc = Record<string, unknown>;

const numberOr = <T>(value: unknown, none: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : none);

/** A picture's contract path with its own size, so the page keeps its place. */
function picture(value: unknown): { image: string; width?: number; height?: number } | null {
  const path = filePath(value);
  if (!path) return null;
  const media = groupOf(value);
  return {
    image: path,
    ...(typeof media.width === 'number' ? { width: media.width } : {}),
    ...(typeof media.height === 'number' ? { height: media.height } : {}),
  };
}

/** A linked document (docs/backend-api.md, "Documents of the investor pages"), or null without a title or an address. */
export function linkedDocumentOf(value: unknown): { title: string; url: string; size?: number; published_at: string | null } | null {
  const doc = groupOf(value);
  const title = textOf(doc.title);
  const file = filePath(doc.file);
  const url = file || textOf(doc.url);
  if (!title || !url) return null;
  const size = file ? numberOr(groupOf(doc.file).filesize, undefined) : undefined;
  return { title, url, ...(size !== undefined ? { size } : {}), published_at: dayOf(doc.published_at) || null };
}

async function globalIn(payload: Payload, slug: 'company-profile' | 'financials' | 'esg', lang: Lang): Promise<Doc> {
  return (await payload.findGlobal({ slug, locale: lang, fallbackLocale: false, depth: 1, overrideAccess: true })) as unknown as Doc;
}

async function all(payload: Payload, collection: 'ir-events' | 'dividends' | 'meetings' | 'briefings', lang: Lang): Promise<Doc[]> {
  const found = await payload.find({
    collection,
    locale: lang,
    fallbackLocale: false,
    depth: 1,
    sort: 'id',
    pagination: false,
    overrideAccess: true,
  });
  return found.docs as unknown as Doc[];
}

async function companyProfile(payload: Payload, lang: Lang): Promise<Response> {
  const profile = await globalIn(payload, 'company-profile', lang);
  const culture = groupOf(profile.culture);
  const map = groupOf(profile.map);
  const mapPicture = picture(map.image);
  const contact = groupOf(profile.ir_contact);
  // Rows have no ids of their own in the contract's sense: their place is their id (the page keys them).
  return ok({
    key_figures: rowsOf(profile.key_figures).map((figure) => ({
      key: textOf(figure.key),
      label: textOf(figure.label),
      value: textOf(figure.value),
      unit: textOf(figure.unit),
      note: textOf(figure.note),
    })),
    culture: {
      mission: textOf(culture.mission),
      vision: textOf(culture.vision),
      values: rowsOf(culture.values).map((value) => ({ title: textOf(value.title), description: textOf(value.description) })),
    },
    leaders: rowsOf(profile.leaders).map((leader, index) => ({
      id: index + 1,
      name: textOf(leader.name),
      title: textOf(leader.title),
      bio: textOf(leader.bio),
      photo: filePath(leader.photo),
    })),
    honours: rowsOf(profile.honours).map((honour, index) => ({
      id: index + 1,
      title: textOf(honour.title),
      year: honour.year,
      type: honour.type,
      issuer: textOf(honour.issuer),
      ...(picture(honour.image) ?? {}),
    })),
    offices: rowsOf(profile.offices).map((office, index) => ({
      id: index + 1,
      name: textOf(office.name),
      type: office.type,
      city: textOf(office.city),
      address: textOf(office.address),
      postcode: textOf(office.postcode),
      phone: textOf(office.phone),
      email: textOf(office.email),
    })),
    map: mapPicture ? { ...mapPicture, caption: textOf(map.caption) } : null,
    hotlines: rowsOf(profile.hotlines).map((line) => ({ label: textOf(line.label), phone: textOf(line.phone), hours: textOf(line.hours) })),
    ir_contact: Object.fromEntries(
      ['secretary', 'representative', 'phone', 'fax', 'email', 'address', 'hours', 'complaints', 'interaction_url'].map((name) => [
        name,
        textOf(contact[name]),
      ]),
    ),
  });
}

/** When a meeting, briefing or event is, in the contract's forms (China time). */
function when(doc: Doc): { starts_at: string; ends_at: string | null } {
  const allDay = doc.all_day === true;
  return { starts_at: eventTimeOf(doc.starts_at, allDay), ends_at: eventTimeOf(doc.ends_at, allDay) || null };
}

async function irEvents(payload: Payload, lang: Lang): Promise<Response> {
  const events = await all(payload, 'ir-events', lang);
  return ok({
    list: events.flatMap((event) => {
      const title = textOf(event.title);
      const times = when(event);
      // Untranslated, an event is left out of that language's calendar rather than shown without a title.
      if (!title || !times.starts_at) return [];
      return [
        {
          id: event.id,
          type: textOf(event.type) || 'other',
          title,
          ...times,
          location: textOf(event.location),
          description: textOf(event.description),
          url: textOf(event.url),
          meeting_id: relId(event.meeting),
          briefing_id: relId(event.briefing),
        },
      ];
    }),
  });
}

async function financials(payload: Payload, lang: Lang): Promise<Response> {
  const figures = await globalIn(payload, 'financials', lang);
  const period = (row: Doc) => ({
    period: textOf(row.period),
    revenue: numberOr(row.revenue, null),
    net_profit: numberOr(row.net_profit, null),
    rd_expense: numberOr(row.rd_expense, null),
    gross_margin: numberOr(row.gross_margin, null),
  });
  return ok({
    currency: textOf(figures.currency) || 'CNY',
    annual: rowsOf(figures.annual).map(period),
    quarterly: rowsOf(figures.quarterly).map(period),
  });
}

/** The closes of the last year and a bit (the chart's year, and the close before it), newest first. */
const CLOSES_KEPT = 400;

async function stockQuote(payload: Payload, lang: Lang, now: number): Promise<Response> {
  const [figures, found] = await Promise.all([
    globalIn(payload, 'financials', lang),
    payload.find({
      collection: 'daily-closes',
      // Up to today in China; whether today's close is made yet (15:00) is quoteOf's to say.
      where: { date: { less_than_equal: dayValue(chinaDayOf(new Date(now).toISOString())) } },
      sort: '-date',
      limit: CLOSES_KEPT,
      depth: 0,
      overrideAccess: true,
    }),
  ]);
  const closes: Close[] = found.docs.map((row) => ({
    date: dayOf(row.date),
    close: row.close,
    open: row.open ?? null,
    high: row.high ?? null,
    low: row.low ?? null,
    volume: row.volume ?? null,
  }));
  const quote = quoteOf(closes, now, {
    currency: textOf(figures.currency) || 'CNY',
    delayMinutes: numberOr(figures.delay_minutes, 15),
    sharesOutstanding: numberOr(figures.shares_outstanding, null),
  });
  // No close yet: the call fails, and the site leaves the quote out of /investor (docs/backend-api.md).
  return quote ? ok(quote) : refuse(lang === 'en' ? 'No quote yet' : '暂无行情');
}

async function dividends(payload: Payload, lang: Lang): Promise<Response> {
  const [figures, list] = await Promise.all([globalIn(payload, 'financials', lang), all(payload, 'dividends', lang)]);
  return ok({
    currency: textOf(figures.currency) || 'CNY',
    list: list.flatMap((item) => {
      const plan = textOf(item.plan);
      if (!plan) return [];
      return [
        {
          year: item.year,
          kind: item.kind,
          plan,
          cash_per_10: numberOr(item.cash_per_10, null),
          bonus_per_10: numberOr(item.bonus_per_10, null),
          transfer_per_10: numberOr(item.transfer_per_10, null),
          record_date: dayOf(item.record_date) || null,
          ex_date: dayOf(item.ex_date) || null,
          payment_date: dayOf(item.payment_date) || null,
          total_cash: numberOr(item.total_cash, null),
          status: item.status,
          announcement: linkedDocumentOf(item.announcement),
        },
      ];
    }),
  });
}

async function meetings(payload: Payload, lang: Lang): Promise<Response> {
  const list = await all(payload, 'meetings', lang);
  return ok({
    list: list.flatMap((meeting) => {
      const title = textOf(meeting.title);
      if (!title) return [];
      return [
        {
          id: meeting.id,
          kind: meeting.kind,
          title,
          ...when(meeting),
          record_date: dayOf(meeting.record_date) || null,
          place: textOf(meeting.place),
          online_voting: textOf(meeting.online_voting),
          agenda: rowsOf(meeting.agenda).map((item) => ({
            title: textOf(item.title),
            special: item.special === true,
            passed: item.passed === 'passed' ? true : item.passed === 'rejected' ? false : null,
          })),
          documents: rowsOf(meeting.documents).flatMap((doc) => {
            const linked = linkedDocumentOf(doc);
            return linked ? [{ kind: doc.kind, ...linked }] : [];
          }),
        },
      ];
    }),
  });
}

const questions = (list: unknown) =>
  rowsOf(list).map((item) => ({ question: textOf(item.question), answer: textOf(item.answer), answered_by: textOf(item.answered_by) }));

async function briefings(payload: Payload, lang: Lang): Promise<Response> {
  const list = await all(payload, 'briefings', lang);
  return ok({
    list: list.flatMap((briefing) => {
      const title = textOf(briefing.title);
      if (!title) return [];
      return [
        {
          id: briefing.id,
          title,
          ...when(briefing),
          speakers: textOf(briefing.speakers),
          join: textOf(briefing.join),
          join_url: textOf(briefing.join_url),
          replay_url: textOf(briefing.replay_url),
          slides: linkedDocumentOf(briefing.slides),
          questions: questions(briefing.questions),
          record: questions(briefing.record),
        },
      ];
    }),
  });
}

async function esg(payload: Payload, lang: Lang): Promise<Response> {
  const content = await globalIn(payload, 'esg', lang);
  const documents = (list: unknown) =>
    rowsOf(list).flatMap((row) => {
      const linked = linkedDocumentOf(row);
      return linked ? [{ ...(typeof row.year === 'number' ? { year: row.year } : {}), ...linked }] : [];
    });
  return ok({
    summary: textOf(content.summary),
    reports: documents(content.reports),
    figures: rowsOf(content.figures).map((figure) => ({
      pillar: figure.pillar,
      label: textOf(figure.label),
      value: textOf(figure.value),
      unit: textOf(figure.unit),
      year: numberOr(figure.year, null),
    })),
    policies: documents(content.policies),
  });
}

export const INVESTOR_CALLS: Endpoint[] = [
  call('get_company_profile', (_body, lang, req) => companyProfile(req.payload, lang), ['company-profile', 'media']),
  call('get_ir_events', (_body, lang, req) => irEvents(req.payload, lang), ['ir-events', 'meetings', 'briefings', 'media']),
  call('get_stock_quote', (_body, lang, req) => stockQuote(req.payload, lang, contentNow()), {
    by: ['financials', 'daily-closes', 'media'],
    moment: () => quoteMoment(contentNow()),
  }),
  call('get_financials', (_body, lang, req) => financials(req.payload, lang), ['financials', 'media']),
  call('get_dividends', (_body, lang, req) => dividends(req.payload, lang), ['dividends', 'media']),
  call('get_meetings', (_body, lang, req) => meetings(req.payload, lang), ['meetings', 'media']),
  call('get_briefings', (_body, lang, req) => briefings(req.payload, lang), ['briefings', 'media']),
  call('get_esg', (_body, lang, req) => esg(req.payload, lang), ['esg', 'media']),
];
