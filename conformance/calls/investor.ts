/**
 * The investor additions: the calendar, the share price, financial highlights, dividends, meetings,
 * briefings, sustainability, the published questions and the alerts' options.
 */
import type { z } from 'zod';
import { IrEventListSchema } from '@/lib/backend/types';
import { BriefingListSchema, DividendListSchema, EsgSchema, MeetingListSchema } from '@/lib/backend/ir-types';
import { FinancialsSchema, StockQuoteSchema } from '@/features/investor/contract';
import { QuestionListSchema } from '@/features/investor-qa/contract';
import { AlertOptionsSchema } from '@/features/alerts/contract';
import { CALLS } from '@/features/index';
import { checkFilter, checkPaging, type CallCheck } from './kit';

/** Something that reads as a contact: an e-mail address, or a run of digits a phone number has. */
const CONTACT = /@|\d{7,}/;

/** A call read with `{lang}` only, which may be absent. */
const plainRead =
  (schema: z.ZodType): CallCheck['run'] =>
  async (t) =>
    void (await t.read({}, schema, { absentOk: true }));

export const INVESTOR_CHECKS: readonly CallCheck[] = [
  { call: CALLS.getIrEvents, run: plainRead(IrEventListSchema) },
  { call: CALLS.getStockQuote, run: plainRead(StockQuoteSchema) },
  { call: CALLS.getFinancials, run: plainRead(FinancialsSchema) },
  { call: CALLS.getDividends, run: plainRead(DividendListSchema) },
  { call: CALLS.getMeetings, run: plainRead(MeetingListSchema) },
  { call: CALLS.getBriefings, run: plainRead(BriefingListSchema) },
  { call: CALLS.getEsg, run: plainRead(EsgSchema) },
  { call: CALLS.getAlertOptions, run: plainRead(AlertOptionsSchema) },
  {
    call: CALLS.getInvestorQuestions,
    run: async (t) => {
      const all = await t.read({ page: 1, page_size: 10 }, QuestionListSchema, { absentOk: true });
      if (!all) return;
      const contacts = all.zh.list.filter((item) => CONTACT.test(item.asker));
      if (contacts.length > 0)
        t.fail(t.section, `\`asker\` shows a contact (${contacts.length} question(s)): it is a masked name, never a contact`);
      await checkPaging(t, {}, QuestionListSchema, (answer) => answer);
      const category = all.zh.list[0]?.category;
      if (category && category !== 'other') {
        const filtered = await t.read({ category, page: 1, page_size: 50 }, QuestionListSchema, { label: `category ${category}` });
        if (filtered) checkFilter(t, `\`category: "${category}"\``, filtered.zh.list, (item) => item.category === category);
      }
    },
  },
];
