/**
 * The seed of the investor pages' content and the company profile: the demo's answers of `web/get_company_profile`,
 * `web/get_ir_events`, `web/get_financials`, `web/get_dividends`, `web/get_meetings`, `web/get_briefings` and
 * `web/get_esg` in both languages, and its year of daily closes, written into the globals and collections the CMS
 * answers them from (src/contract/investor.ts).
 */
import type { Payload } from 'payload';
import { dayValue, eventTimeValue } from '../fields';
import type { Both, SeedContent } from './content';
import { rowsOf, textOf } from '../contract/envelope';

type Doc = Record<string, unknown>;
type Files = Map<string, number>;
const QUIET = { quiet: true };

const num = (value: unknown) => (typeof value === 'number' ? value : null);
const dayOrNull = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? dayValue(value) : null);

/**
 * Another language's data for a document already created: each array row takes the id of the created row in the
 * same place, so its texts go into that row instead of replacing the rows (an array's texts are per language).
 */
export function withRowIds(data: Doc, created: Doc): Doc {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const existing = created[name];
      if (Array.isArray(value) && Array.isArray(existing))
        return [
          name,
          value.map((row: unknown, index) => {
            const twin = existing[index] as Doc | undefined;
            if (typeof row !== 'object' || row === null || !twin) return row;
            return { ...withRowIds(row as Doc, twin), ...(twin.id ? { id: twin.id } : {}) };
          }),
        ];
      if (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof existing === 'object' && existing !== null)
        return [name, withRowIds(value as Doc, existing as Doc)];
      return [name, value];
    }),
  );
}

export class Seeder {
  constructor(
    private readonly payload: Payload,
    private readonly files: Files,
  ) {}

  /** The media id of a `files/<path>` value, or null. */
  fileId(value: unknown): number | null {
    if (typeof value !== 'string' || !value.startsWith('files/')) return null;
    return this.files.get(value.slice('files/'.length)) ?? null;
  }

  /** A linked document's fields: its file when it is one of ours, else its address. */
  document(value: unknown): Doc {
    const doc = (typeof value === 'object' && value !== null ? value : {}) as Doc;
    const file = this.fileId(doc.url);
    return { title: textOf(doc.title), file, url: file ? '' : textOf(doc.url), published_at: dayOrNull(doc.published_at) };
  }

  async global(slug: 'company-profile' | 'financials' | 'esg', data: Both<Doc>): Promise<void> {
    await this.payload.updateGlobal({ slug, locale: 'zh', data: data.zh as never, overrideAccess: true, context: QUIET });
    const created = (await this.payload.findGlobal({ slug, locale: 'zh', depth: 0, overrideAccess: true })) as unknown as Doc;
    await this.payload.updateGlobal({
      slug,
      locale: 'en',
      data: withRowIds(data.en, created) as never,
      overrideAccess: true,
      context: QUIET,
    });
  }

  async both(
    collection: 'ir-events' | 'dividends' | 'meetings' | 'briefings' | 'change-notices' | 'cross-references' | 'offers',
    data: Both<Doc>,
  ): Promise<void> {
    const created = (await this.payload.create({
      collection,
      locale: 'zh',
      data: data.zh as never,
      overrideAccess: true,
      context: QUIET,
    })) as unknown as Doc;
    const { id: _id, ...en } = data.en;
    await this.payload.update({
      collection,
      id: created.id as number,
      locale: 'en',
      data: withRowIds(en, created) as never,
      overrideAccess: true,
      context: QUIET,
    });
  }
}

/** When a meeting, briefing or event is, as the collections keep it. */
function times(item: Doc): Doc {
  const start = eventTimeValue(textOf(item.starts_at));
  const end = eventTimeValue(textOf(item.ends_at));
  return {
    starts_at: start?.at ?? null,
    starts_at_tz: 'Asia/Shanghai',
    ends_at: end?.at ?? null,
    ends_at_tz: end ? 'Asia/Shanghai' : null,
    all_day: start?.allDay ?? false,
  };
}

function profileData(seeder: Seeder, answer: Doc): Doc {
  const culture = (answer.culture ?? {}) as Doc;
  const map = (answer.map ?? {}) as Doc;
  return {
    key_figures: rowsOf(answer.key_figures).map((figure) => ({
      key: figure.key,
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
    leaders: rowsOf(answer.leaders).map((leader) => ({
      name: textOf(leader.name),
      title: textOf(leader.title),
      bio: textOf(leader.bio),
      photo: seeder.fileId(leader.photo),
    })),
    honours: rowsOf(answer.honours).map((honour) => ({
      title: textOf(honour.title),
      year: honour.year,
      type: honour.type,
      issuer: textOf(honour.issuer),
      image: seeder.fileId(honour.image),
    })),
    offices: rowsOf(answer.offices).map((office) => ({
      name: textOf(office.name),
      type: office.type,
      city: textOf(office.city),
      address: textOf(office.address),
      postcode: textOf(office.postcode),
      phone: textOf(office.phone),
      email: textOf(office.email),
    })),
    map: { image: seeder.fileId(map.image), caption: textOf(map.caption) },
    hotlines: rowsOf(answer.hotlines).map((line) => ({ label: textOf(line.label), phone: textOf(line.phone), hours: textOf(line.hours) })),
    ir_contact: answer.ir_contact ?? {},
  };
}

function meetingData(seeder: Seeder, meeting: Doc): Doc {
  return {
    id: meeting.id,
    kind: meeting.kind ?? 'extraordinary',
    title: textOf(meeting.title),
    ...times(meeting),
    record_date: dayOrNull(meeting.record_date),
    place: textOf(meeting.place),
    online_voting: textOf(meeting.online_voting),
    agenda: rowsOf(meeting.agenda).map((item) => ({
      title: textOf(item.title),
      special: item.special === true,
      passed: item.passed === true ? 'passed' : item.passed === false ? 'rejected' : null,
    })),
    documents: rowsOf(meeting.documents).map((doc) => ({ kind: doc.kind ?? 'other', ...seeder.document(doc) })),
  };
}

const questions = (list: unknown) =>
  rowsOf(list).map((item) => ({ question: textOf(item.question), answer: textOf(item.answer), answered_by: textOf(item.answered_by) }));

function briefingData(seeder: Seeder, briefing: Doc): Doc {
  return {
    id: briefing.id,
    title: textOf(briefing.title),
    ...times(briefing),
    speakers: textOf(briefing.speakers),
    join: textOf(briefing.join),
    join_url: textOf(briefing.join_url),
    replay_url: textOf(briefing.replay_url),
    slides: seeder.document(briefing.slides),
    questions: questions(briefing.questions),
    record: questions(briefing.record),
  };
}

function eventData(event: Doc): Doc {
  return {
    id: event.id,
    type: event.type ?? 'other',
    title: textOf(event.title),
    ...times(event),
    location: textOf(event.location),
    description: textOf(event.description),
    url: textOf(event.url),
    meeting: num(event.meeting_id),
    briefing: num(event.briefing_id),
  };
}

function dividendData(seeder: Seeder, item: Doc): Doc {
  return {
    year: item.year,
    kind: item.kind ?? 'annual',
    plan: textOf(item.plan),
    cash_per_10: num(item.cash_per_10),
    bonus_per_10: num(item.bonus_per_10),
    transfer_per_10: num(item.transfer_per_10),
    record_date: dayOrNull(item.record_date),
    ex_date: dayOrNull(item.ex_date),
    payment_date: dayOrNull(item.payment_date),
    total_cash: num(item.total_cash),
    status: item.status ?? 'implemented',
    announcement: seeder.document(item.announcement),
  };
}

function esgData(seeder: Seeder, answer: Doc): Doc {
  return {
    summary: textOf(answer.summary),
    reports: rowsOf(answer.reports).map((report) => ({ year: report.year, ...seeder.document(report) })),
    figures: rowsOf(answer.figures).map((figure) => ({
      pillar: figure.pillar ?? 'G',
      label: textOf(figure.label),
      value: String(figure.value ?? ''),
      unit: textOf(figure.unit),
      year: num(figure.year),
    })),
    policies: rowsOf(answer.policies).map((policy) => seeder.document(policy)),
  };
}

/** Each item of a list answer in both languages, paired by id (or by place, for lists without ids). */
function pairs(answers: Both<Doc> | undefined): { zh: Doc; en: Doc }[] {
  const zh = rowsOf(answers?.zh.list);
  const en = rowsOf(answers?.en.list);
  return zh.map((item, index) => ({
    zh: item,
    en: (item.id !== undefined ? en.find((other) => other.id === item.id) : en[index]) ?? item,
  }));
}

export async function seedInvestor(payload: Payload, content: SeedContent, files: Files): Promise<string> {
  const seeder = new Seeder(payload, files);
  const answers = (call: string) => content.calls[`web/${call}`];
  const profile = answers('get_company_profile')!;
  await seeder.global('company-profile', { zh: profileData(seeder, profile.zh), en: profileData(seeder, profile.en) });

  const stock = content.stock;
  const figures = (answer: Doc): Doc => ({
    currency: textOf(answer.currency) || 'CNY',
    annual: rowsOf(answer.annual),
    quarterly: rowsOf(answer.quarterly),
    shares_outstanding: stock.sharesOutstanding,
    delay_minutes: stock.delay_minutes ?? 15,
  });
  const financials = answers('get_financials')!;
  await seeder.global('financials', { zh: figures(financials.zh), en: figures(financials.en) });
  const esg = answers('get_esg')!;
  await seeder.global('esg', { zh: esgData(seeder, esg.zh), en: esgData(seeder, esg.en) });

  // Meetings and briefings before the events that name them.
  const meetings = pairs(answers('get_meetings'));
  for (const pair of meetings) await seeder.both('meetings', { zh: meetingData(seeder, pair.zh), en: meetingData(seeder, pair.en) });
  const briefings = pairs(answers('get_briefings'));
  for (const pair of briefings) await seeder.both('briefings', { zh: briefingData(seeder, pair.zh), en: briefingData(seeder, pair.en) });
  const events = pairs(answers('get_ir_events'));
  for (const pair of events) await seeder.both('ir-events', { zh: eventData(pair.zh), en: eventData(pair.en) });
  const dividends = pairs(answers('get_dividends'));
  for (const pair of dividends) await seeder.both('dividends', { zh: dividendData(seeder, pair.zh), en: dividendData(seeder, pair.en) });

  // The year of closes; the last day's open, high and low are the quote's.
  const last = stock.history.at(-1)?.date;
  for (const close of stock.history)
    await payload.create({
      collection: 'daily-closes',
      data: {
        date: dayValue(close.date),
        close: close.close,
        volume: close.volume ?? null,
        ...(close.date === last ? { open: stock.open ?? null, high: stock.high ?? null, low: stock.low ?? null } : {}),
      },
      overrideAccess: true,
      context: QUIET,
    });
  return (
    `the company profile, ${events.length} investor events, ${stock.history.length} daily closes, the financial figures, ` +
    `${dividends.length} distributions, ${meetings.length} meetings, ${briefings.length} briefings, the ESG content`
  );
}
