/**
 * The field helpers of every collection and global: each field is labelled in Chinese and English and says where
 * a visitor sees what it holds (issue 45: "field labels and help texts name what a visitor will see and where").
 */
import type { Field } from 'payload';

export type Label = { zh: string; en: string };

/** A slug as the contract takes one (`web/get_info_by_slug`, category slugs): lower-case letters, digits and `-`. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const validSlug = (value: unknown) =>
  typeof value === 'string' && SLUG.test(value) ? true : '小写字母、数字和 - / lower-case letters, digits and -';

type TextOptions = { shared?: boolean; textarea?: boolean; required?: boolean };

/** A text field, per language unless `shared`, with where a visitor sees it. */
export const text = (name: string, label: Label, where: Label, options: TextOptions = {}): Field => {
  const base = { name, localized: !options.shared, required: options.required, label, admin: { description: where } };
  return options.textarea ? { ...base, type: 'textarea' } : { ...base, type: 'text' };
};

/** A picture or file from the media collection. */
export const file = (name: string, label: Label, where: Label, options: { required?: boolean } = {}): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required: options.required,
  label,
  admin: { description: where },
});

/** A date without a time, as the contract sends it (`2026-10-28`); shown and picked as a day. */
export const day = (name: string, label: Label, where: Label, options: { required?: boolean } = {}): Field => ({
  name,
  type: 'date',
  required: options.required,
  label,
  admin: { description: where, date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
});

/** The contract's form of a date field: the day as it was picked (`2026-10-28`), or '' without one. */
export function dayOf(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  // Payload keeps a day as the instant of that day's noon in UTC, so the date part is the day in any zone.
  return value.slice(0, 10);
}

/** A day as Payload keeps it: noon UTC of that day, so no time zone moves it to another day. */
export const dayValue = (isoDay: string) => `${isoDay.slice(0, 10)}T12:00:00.000Z`;

/** The day an instant (a save's timestamp) falls on in China, where the company publishes (UTC+8, no daylight saving). */
export function chinaDayOf(value: unknown): string {
  const ms = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A Payload date as the instant it holds, in ms, or NaN. */
const instantOf = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : NaN);

const CHINA_OFFSET_MS = 8 * 3600_000;
const EVENT_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * An event time of the contract (`web/get_ir_events`: `2027-04-24` for the whole day, `2026-12-15T14:30` in China
 * time, or with an offset) as a Payload date and whether it is a whole day: a whole day is kept as its midnight in
 * China. Null for anything else, or a date that does not exist.
 */
export function eventTimeValue(form: string): { at: string; allDay: boolean } | null {
  const match = EVENT_TIME.exec(form);
  if (!match) return null;
  const [, date, time, offset] = match;
  const at = Date.parse(`${date}T${time ?? '00:00'}${offset ?? '+08:00'}`);
  if (Number.isNaN(at) || new Date(Date.parse(`${date}T00:00:00Z`)).toISOString().slice(0, 10) !== date) return null;
  return { at: new Date(at).toISOString(), allDay: time === undefined };
}

/** The contract's form of an event time: the day in China for a whole day, else China time to the minute (seconds when set). */
export function eventTimeOf(value: unknown, allDay: boolean): string {
  const at = instantOf(value);
  if (Number.isNaN(at)) return '';
  const china = new Date(at + CHINA_OFFSET_MS).toISOString();
  if (allDay) return china.slice(0, 10);
  return china.slice(17, 19) === '00' ? china.slice(0, 16) : china.slice(0, 19);
}

/** A time of day in Beijing time (the exchanges'), picked with a zone so that an editor abroad means the same instant. */
export const time = (name: string, label: Label, where: Label, options: { required?: boolean } = {}): Field => ({
  name,
  type: 'date',
  required: options.required,
  timezone: true,
  label,
  admin: { description: where, date: { pickerAppearance: 'dayAndTime', timeIntervals: 15, displayFormat: 'yyyy-MM-dd HH:mm' } },
});

/** When an event, a meeting or a briefing is: its start, its end, and whether it takes whole days. */
export const eventTimes = (): Field[] => [
  time('starts_at', { zh: '开始', en: 'Starts' }, { zh: '北京时间', en: 'Beijing time' }, { required: true }),
  time('ends_at', { zh: '结束', en: 'Ends' }, { zh: '可留空', en: 'May be empty' }),
  {
    name: 'all_day',
    type: 'checkbox',
    defaultValue: false,
    label: { zh: '全天（只显示日期）', en: 'All day (the date only)' },
    admin: {
      description: {
        zh: '如年报预约披露日；日历文件中为全天事件，可跨多日',
        en: 'e.g. a results date; a whole-day event in calendar files, possibly over several days',
      },
    },
  },
];

/**
 * The fields of a document an investor page links (docs/backend-api.md, "Documents of the investor pages"): its
 * title, the file uploaded or else an address, and the day it was published.
 */
export const linkedDocumentFields = (): Field[] => [
  text('title', { zh: '标题', en: 'Title' }, { zh: '链接的文字', en: "The link's text" }),
  file('file', { zh: '文件', en: 'File' }, { zh: '上传的 PDF 等；显示其大小', en: 'An uploaded PDF or other file; its size is shown' }),
  text(
    'url',
    { zh: '或网址', en: 'Or an address' },
    { zh: '没有文件时链接：https:// 网址或网站路径', en: 'Linked when there is no file: an https:// address or a site path' },
    { shared: true },
  ),
  day('published_at', { zh: '发布日期', en: 'Published' }, { zh: '显示在标题前；可留空', en: 'Shown before the title; may be empty' }),
];

/** A link to a document in a group of its own (an announcement, slides). */
export const linkedDocument = (name: string, label: Label, where: Label): Field => ({
  name,
  type: 'group',
  label,
  admin: { description: where },
  fields: linkedDocumentFields(),
});

/** A number field with its label and where it shows. */
export const number = (
  name: string,
  label: Label,
  where: Label,
  options: { required?: boolean; min?: number; max?: number } = {},
): Field => ({
  name,
  type: 'number',
  required: options.required,
  min: options.min,
  max: options.max,
  label,
  admin: { description: where },
});

/**
 * A key figure (a product's `key_specs`, another vendor's part's `specs`): its key, lined up across products and
 * parts, its label, a number (compared, filtered by range and sorted) or else text, and its unit.
 */
export const keySpecFields = (): Field[] => [
  {
    name: 'key',
    type: 'text',
    required: true,
    label: { zh: '标识', en: 'Key' },
    validate: (value: unknown) =>
      typeof value === 'string' && /^[a-z0-9_]{1,32}$/.test(value) ? true : 'a-z 0-9 _，最多 32 个字符 / up to 32',
  },
  { name: 'label', type: 'text', localized: true, required: true, label: { zh: '名称', en: 'Label' } },
  { name: 'number', type: 'number', label: { zh: '数值', en: 'Number' } },
  {
    name: 'text',
    type: 'text',
    localized: true,
    label: { zh: '文字值', en: 'Text value' },
    admin: { description: { zh: '没有数值时', en: 'When there is no number' } },
  },
  { name: 'unit', type: 'text', label: { zh: '单位', en: 'Unit' } },
];
