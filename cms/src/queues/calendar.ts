/**
 * The working calendar (工作日历): the public holidays and the weekend working days of each year, as the State
 * Council's General Office publishes them, from which every queue counts its due dates (./working-days.ts). It holds
 * the schedule of 2026 (国务院办公厅关于2026年部分节假日安排的通知) until someone saves it; next year's is added
 * here when it is published (usually in November). A year it does not list is counted Monday to Friday.
 */
import type { GlobalConfig, Payload } from 'payload';
import { hasRole } from '../access';
import { globalAuditHooks } from '../workflow/hooks';
import type { WorkingCalendar } from './working-days';

type Row = { date: string; name?: string };

const range = (from: string, to: string, name: string): Row[] => {
  const rows: Row[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= Date.parse(`${to}T12:00:00Z`); at += 24 * 3600_000)
    rows.push({ date: new Date(at).toISOString().slice(0, 10), name });
  return rows;
};

/** 2026 (国办发明电〔2025〕7号): the days off, and the weekend days worked instead. */
export const SCHEDULE_2026 = {
  daysOff: [
    ...range('2026-01-01', '2026-01-03', '元旦'),
    ...range('2026-02-15', '2026-02-23', '春节'),
    ...range('2026-04-04', '2026-04-06', '清明节'),
    ...range('2026-05-01', '2026-05-05', '劳动节'),
    ...range('2026-06-19', '2026-06-21', '端午节'),
    ...range('2026-09-25', '2026-09-27', '中秋节'),
    ...range('2026-10-01', '2026-10-07', '国庆节'),
  ],
  daysOn: [
    { date: '2026-01-04', name: '元旦调休' },
    { date: '2026-02-14', name: '春节调休' },
    { date: '2026-02-28', name: '春节调休' },
    { date: '2026-05-09', name: '劳动节调休' },
    { date: '2026-09-20', name: '国庆节调休' },
    { date: '2026-10-10', name: '国庆节调休' },
  ],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? true : 'YYYY-MM-DD';

const days = (name: string, label: { zh: string; en: string }, rows: Row[], description: { zh: string; en: string }) => ({
  name,
  type: 'array' as const,
  label,
  defaultValue: rows,
  admin: { description, initCollapsed: true },
  fields: [
    { name: 'date', type: 'text' as const, required: true, validate: validDay, label: { zh: '日期', en: 'Date' } },
    { name: 'name', type: 'text' as const, label: { zh: '说明', en: 'Note' } },
  ],
});

export const WorkingCalendarGlobal: GlobalConfig = {
  slug: 'working-calendar',
  label: { zh: '工作日历', en: 'Working calendar' },
  admin: {
    group: { zh: '系统', en: 'System' },
    description: {
      zh: '各项待办的办理期限按工作日计算：周一至周五，除去法定节假日，加上调休上班的周末。每年国务院办公厅公布次年安排后（通常在 11 月），请在此补上。',
      en: "Every queue's due dates count working days: Monday to Friday, without public holidays, with the weekend days worked instead. Add each year's schedule when the State Council publishes it (usually in November).",
    },
  },
  access: { read: ({ req }) => Boolean(req.user), update: ({ req }) => hasRole(req.user as { roles?: string[] } | null) },
  hooks: globalAuditHooks,
  fields: [
    days('days_off', { zh: '放假日', en: 'Days off' }, SCHEDULE_2026.daysOff, {
      zh: '法定节假日（含调休放假的工作日）',
      en: 'Public holidays, weekdays off included',
    }),
    days('days_on', { zh: '调休上班日', en: 'Weekend working days' }, SCHEDULE_2026.daysOn, {
      zh: '因调休而上班的周六、周日',
      en: 'Saturdays and Sundays worked instead of a holiday',
    }),
  ],
};

const datesOf = (rows: unknown) => new Set((Array.isArray(rows) ? (rows as Row[]) : []).map((row) => row.date).filter(Boolean));

/** The calendar as saved (or its default, the published schedules). */
export async function workingCalendar(payload: Payload): Promise<WorkingCalendar> {
  const doc = (await payload.findGlobal({ slug: 'working-calendar', depth: 0, overrideAccess: true })) as {
    days_off?: unknown;
    days_on?: unknown;
  };
  return { daysOff: datesOf(doc.days_off), daysOn: datesOf(doc.days_on) };
}
