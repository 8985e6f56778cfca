/**
 * Investor relations in depth (issue 25): dividends (`web/get_dividends`), shareholders' meetings
 * (`web/get_meetings`), results briefings (`web/get_briefings`) and sustainability (`web/get_esg`), as zod
 * schemas beside ./types.ts (docs/backend-api.md). Every list is read leniently: an item the site cannot
 * show (no title, a link that leads nowhere) is left out and the rest stands.
 */
import { z } from 'zod';
import { backendLink } from './links';
import { toApiUrl } from './media';
import { itemsOf } from './lenient';
import { eventTime } from './types';

const id = z.number().int().positive();
const text = z.string().default('');
/** A day, `YYYY-MM-DD` (from an ISO 8601 instant, its date as written); anything else reads as none. */
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/, 'YYYY-MM-DD')
  .transform((value) => value.slice(0, 10))
  .nullable()
  .catch(null)
  .default(null);
const optionalAmount = z.number().finite().min(0).nullable().default(null);
/** An http(s) address or a site path, a backend file under /api/ included (lib/backend/links.ts); '' when it leads nowhere. */
const link = z.string().default('').transform(backendLink);
/**
 * A document's address: a backend file as attachments give it (`files/docs/a.pdf`, relative to the API base),
 * or, like any backend link, an http(s) address or a site path; '' when it leads nowhere.
 */
const documentLink = z
  .string()
  .default('')
  .transform((value) => (/^\s*(https?:|\/)/i.test(value) ? backendLink(value) : toApiUrl(value)));

/** A document: an announcement, meeting materials, a report. Without an address it leads to, it is left out. */
export const IrDocumentSchema = z.object({
  title: z.string().trim().min(1),
  url: documentLink.pipe(z.string().min(1, 'a link the site can print')),
  /** Bytes; 0 when unknown. */
  size: z.number().int().min(0).default(0),
  published_at: optionalDay,
});
export type IrDocument = z.output<typeof IrDocumentSchema>;
export type IrDocumentInput = z.input<typeof IrDocumentSchema>;

// ------------------------------------------------------------------------------------------ dividends

export const DIVIDEND_STATUSES = ['proposed', 'approved', 'implemented'] as const;
export type DividendStatus = (typeof DIVIDEND_STATUSES)[number];

/** One distribution of profit: a year's (or a half year's) cash dividend, bonus shares and shares from reserves. */
export const DividendSchema = z.object({
  /** The fiscal year the profit was made in (a 2025 distribution is paid in 2026). */
  year: z.number().int().min(1990).max(2200),
  /** `annual`, `interim` (half year or quarter) or `special`; anything else reads as `annual`. */
  kind: z.enum(['annual', 'interim', 'special']).catch('annual'),
  /** The plan in the company's words: 每 10 股派发现金红利 3.00 元（含税）. */
  plan: z.string().trim().min(1),
  /** Cash per 10 shares before tax, in `currency`; null: no cash. */
  cash_per_10: optionalAmount,
  /** Bonus shares (送股) and shares from capital reserve (转增) per 10 shares. */
  bonus_per_10: optionalAmount,
  transfer_per_10: optionalAmount,
  record_date: optionalDay,
  ex_date: optionalDay,
  payment_date: optionalDay,
  /** All the cash paid, in `currency`. */
  total_cash: optionalAmount,
  status: z.enum(DIVIDEND_STATUSES).catch('implemented'),
  announcement: IrDocumentSchema.nullable().catch(null).default(null),
});
export type Dividend = z.output<typeof DividendSchema>;
export type DividendInput = z.input<typeof DividendSchema>;

export const DividendListSchema = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('CNY'),
  list: itemsOf(DividendSchema, 'list', 200),
});
export type DividendList = z.output<typeof DividendListSchema>;

// ------------------------------------------------------------------------------ shareholders' meetings

/** The documents of a meeting, in the order a meeting produces them (and the page shows them). */
export const MEETING_DOCUMENT_KINDS = ['notice', 'materials', 'voting_guide', 'resolutions', 'legal_opinion', 'other'] as const;
export type MeetingDocumentKind = (typeof MEETING_DOCUMENT_KINDS)[number];

export const MeetingDocumentSchema = IrDocumentSchema.extend({
  kind: z.enum(MEETING_DOCUMENT_KINDS).catch('other'),
});
export type MeetingDocument = z.output<typeof MeetingDocumentSchema>;

/** One proposal on the agenda, and, once the meeting has voted, whether it passed. */
export const AgendaItemSchema = z.object({
  title: z.string().trim().min(1),
  /** Needs two thirds of the votes present (特别决议). */
  special: z.boolean().default(false),
  /** null until the meeting has voted. */
  passed: z.boolean().nullable().default(null),
});
export type AgendaItem = z.output<typeof AgendaItemSchema>;

export const MeetingSchema = z.object({
  id,
  title: z.string().trim().min(1),
  /** `annual` (年度股东大会) or `extraordinary` (临时股东大会); anything else reads as `extraordinary`. */
  kind: z.enum(['annual', 'extraordinary']).catch('extraordinary'),
  /** `2026-12-15T14:30` (an offset optional; none: UTC+8), or a day. */
  starts_at: eventTime,
  ends_at: eventTime.nullable().default(null),
  /** Where it is held (现场会议地点). */
  place: text,
  /** How to vote online: the system and its hours, in the company's words. */
  online_voting: text,
  /** 股权登记日: holders on this day may attend and vote. */
  record_date: optionalDay,
  agenda: itemsOf(AgendaItemSchema, 'agenda', 100).default([]),
  documents: itemsOf(MeetingDocumentSchema, 'documents', 100).default([]),
});
export type Meeting = z.output<typeof MeetingSchema>;
export type MeetingInput = z.input<typeof MeetingSchema>;

export const MeetingListSchema = z.object({ list: itemsOf(MeetingSchema, 'list', 200) });

// ------------------------------------------------------------------------------------ results briefings

export const BriefingQuestionSchema = z.object({
  question: z.string().trim().min(1).max(2000),
  /** Given once the briefing has answered it. */
  answer: z.string().trim().max(5000).default(''),
  /** Who answered (董事长, CFO). */
  answered_by: z.string().trim().max(100).default(''),
});
export type BriefingQuestion = z.output<typeof BriefingQuestionSchema>;

export const BriefingSchema = z.object({
  id,
  title: z.string().trim().min(1),
  starts_at: eventTime,
  ends_at: eventTime.nullable().default(null),
  /** How to join: the platform, the dial-in, in the company's words. */
  join: text,
  /** Where to join (a webcast or a roadshow platform's page). */
  join_url: link,
  /** Who speaks for the company. */
  speakers: text,
  /** Questions collected before the briefing (and, once asked, their answers). */
  questions: itemsOf(BriefingQuestionSchema, 'questions', 500).default([]),
  /** After the briefing: its replay, its slides and the record of what was asked and answered. */
  replay_url: link,
  slides: IrDocumentSchema.nullable().catch(null).default(null),
  record: itemsOf(BriefingQuestionSchema, 'record', 500).default([]),
});
export type Briefing = z.output<typeof BriefingSchema>;
export type BriefingInput = z.input<typeof BriefingSchema>;

export const BriefingListSchema = z.object({ list: itemsOf(BriefingSchema, 'list', 200) });

// ------------------------------------------------------------------------------------- sustainability

export const EsgFigureSchema = z.object({
  /** What is measured (温室气体排放总量). */
  label: z.string().trim().min(1).max(100),
  /** As the report states it: `12,480`, `31.5`. */
  value: z.union([z.number().finite(), z.string().trim().min(1).max(40)]).transform(String),
  unit: z.string().trim().max(40).default(''),
  year: z.number().int().min(1990).max(2200).nullable().default(null),
  /** `E`, `S` or `G`: the group it is shown in; anything else (or none) reads as `G`. */
  pillar: z.enum(['E', 'S', 'G']).catch('G'),
});
export type EsgFigure = z.output<typeof EsgFigureSchema>;

export const EsgReportSchema = IrDocumentSchema.extend({ year: z.number().int().min(1990).max(2200) });
export type EsgReport = z.output<typeof EsgReportSchema>;

export const EsgSchema = z.object({
  /** A paragraph of plain text on the company's approach. */
  summary: text,
  reports: itemsOf(EsgReportSchema, 'reports', 100).default([]),
  figures: itemsOf(EsgFigureSchema, 'figures', 100).default([]),
  policies: itemsOf(IrDocumentSchema, 'policies', 100).default([]),
});
export type Esg = z.output<typeof EsgSchema>;
export type EsgInput = z.input<typeof EsgSchema>;

/** Whether the sustainability answer has anything to show (the page, its link and its sitemap entry exist only then). */
export const esgHasContent = (esg: Esg) => esg.reports.length > 0 || esg.figures.length > 0 || esg.policies.length > 0;
