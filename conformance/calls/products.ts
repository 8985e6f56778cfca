/**
 * The product additions: the document library, quality and compliance, where to buy, change notices, the
 * cross-reference and the sample options, each with its paging, filters and "no match" answers.
 */
import { DocumentLibrarySchema } from '@/features/resources/contract';
import { ComplianceListSchema } from '@/features/quality/contract';
import { InventorySchema } from '@/features/where-to-buy/contract';
import { ChangeNoticeListSchema } from '@/features/change-notices/contract';
import { SampleOptionListSchema } from '@/features/samples/contract';
import { CrossReferenceListSchema } from '@/lib/backend/cross-reference-types';
import { CALLS } from '@/features/index';
import { partKey } from '@/lib/cross-reference/part-number';
import { checkSuggestionSpeed } from './site';
import { checkFilter, checkNewestFirst, checkPaging, UNKNOWN_ID, type CallCheck } from './kit';

const NOBODYS_PART = 'QQZZ9999CONFORMANCE';

export const PRODUCT_CHECKS: readonly CallCheck[] = [
  {
    call: CALLS.getDocuments,
    run: async (t) => {
      const all = await t.read({ page: 1, page_size: 20 }, DocumentLibrarySchema, { absentOk: true });
      if (!all) return;
      const { list } = all.zh;
      checkNewestFirst(
        t,
        'documents',
        list.map((doc) => doc.date),
      );
      const members = list.find((doc) => doc.access === 'member' && doc.id !== undefined);
      if (members?.id !== undefined) t.ctx.found.memberDocument ??= members.id;
      await checkPaging(t, {}, DocumentLibrarySchema, (library) => library);
      // A members' document, for web/get_document_file: in the first pages of the library.
      for (let page = 1; page <= 5 && t.ctx.found.memberDocument === undefined; page += 1) {
        const answer = await t.send({ page, page_size: 50 }, 'zh');
        const library = DocumentLibrarySchema.safeParse(answer.envelope?.data);
        if (!library.success || library.data.list.length === 0) break;
        const found = library.data.list.find((doc) => doc.access === 'member' && doc.id !== undefined);
        if (found?.id !== undefined) t.ctx.found.memberDocument = found.id;
      }
      const type = list.find((doc) => doc.type !== 'other')?.type;
      if (type) {
        const typed = await t.read({ type, page: 1, page_size: 50 }, DocumentLibrarySchema, { label: `type ${type}` });
        if (typed) checkFilter(t, `\`type: "${type}"\``, typed.zh.list, (doc) => doc.type === type);
      }
      const other = await t.read({ type: 'other', page: 1, page_size: 50 }, DocumentLibrarySchema, { label: 'type other' });
      if (other) {
        checkFilter(t, '`type: "other"` (every type the site does not know)', other.zh.list, (doc) => doc.type === 'other');
        // The site reads a type it does not know as `other`, and its "Other" filter asks for `other`: such documents answer it.
        const unknown = list.filter((doc) => doc.type === 'other').length;
        if (other.zh.total < unknown) {
          t.fail(
            t.section,
            `${unknown} document(s) of a type the site reads as \`other\` are listed, but \`type: "other"\` finds ${other.zh.total}: match every type the site does not know to \`other\``,
          );
        }
      }
      const english = await t.read({ doc_lang: 'en', page: 1, page_size: 50 }, DocumentLibrarySchema, { label: 'doc_lang en' });
      if (english) checkFilter(t, '`doc_lang: "en"`', english.zh.list, (doc) => doc.lang === 'en' || doc.lang === null);
      const nothing = await t.read({ q: NOBODYS_PART, page: 1, page_size: 20 }, DocumentLibrarySchema, {
        label: 'a query that finds nothing',
      });
      if (nothing && nothing.zh.total !== 0) t.fail(t.section, `a query that finds nothing answered total ${nothing.zh.total}`);
    },
  },
  {
    call: CALLS.getCompliance,
    run: async (t) => {
      const all = await t.read({ page: 1, page_size: 50 }, ComplianceListSchema, { absentOk: true });
      if (!all) return;
      await checkPaging(t, {}, ComplianceListSchema, (answer) => answer);
      const part = all.zh.list[0]?.part_number;
      if (part) {
        const found = await t.read({ part: part.toLowerCase(), page: 1, page_size: 50 }, ComplianceListSchema, {
          label: `part ${part.toLowerCase()}`,
        });
        if (found) {
          if (found.zh.total === 0)
            t.fail(
              t.section,
              `\`part: "${part.toLowerCase()}"\` finds nothing, but ${part} is listed: part numbers are compared in any spelling`,
            );
          checkFilter(t, `\`part: "${part.toLowerCase()}"\``, found.zh.list, (item) => partKey(item.part_number).startsWith(partKey(part)));
        }
      }
      const unknown = await t.read({ part: NOBODYS_PART, page: 1, page_size: 50 }, ComplianceListSchema, { label: 'an unknown part' });
      if (unknown && unknown.zh.total !== 0) t.fail(t.section, `an unknown part answered total ${unknown.zh.total}, not 0`);
    },
  },
  {
    call: CALLS.getInventory,
    run: async (t) => {
      const product = t.ctx.found.products[0];
      if (product === undefined) return void t.notes.push('no product to ask about');
      const answer = await t.read({ product_id: product }, InventorySchema, { absentOk: true });
      if (!answer) return;
      const unknown = await t.read({ product_id: UNKNOWN_ID }, InventorySchema, { label: 'an unknown product' });
      if (unknown && unknown.zh.parts.length > 0) t.fail(t.section, 'an unknown product answered parts');
    },
  },
  {
    call: CALLS.getChangeNotices,
    run: async (t) => {
      const all = await t.read({ page: 1, page_size: 20 }, ChangeNoticeListSchema, { absentOk: true });
      if (!all) return;
      checkNewestFirst(
        t,
        'notices',
        all.zh.list.map((notice) => notice.date),
      );
      await checkPaging(t, {}, ChangeNoticeListSchema, (answer) => answer);
      for (const type of ['pcn', 'pdn'] as const) {
        const typed = await t.read({ type, page: 1, page_size: 50 }, ChangeNoticeListSchema, { label: `type ${type}` });
        if (typed) checkFilter(t, `\`type: "${type}"\``, typed.zh.list, (notice) => notice.type === type);
      }
      const year = all.zh.years[0] ?? Number(all.zh.list[0]?.date.slice(0, 4));
      if (Number.isInteger(year)) {
        const dated = await t.read({ year, page: 1, page_size: 50 }, ChangeNoticeListSchema, { label: `year ${year}` });
        if (dated) checkFilter(t, `\`year: ${year}\``, dated.zh.list, (notice) => notice.date.startsWith(String(year)));
      }
      const number = all.zh.list[0]?.number;
      if (number) {
        const one = await t.read({ number: number.toLowerCase(), page: 1, page_size: 1 }, ChangeNoticeListSchema, {
          label: `number ${number.toLowerCase()}`,
        });
        if (one && one.zh.list[0]?.number !== number)
          t.fail(t.section, `\`number: "${number.toLowerCase()}"\` does not find ${number}: numbers are compared without regard to case`);
      }
      const unknown = await t.read({ number: 'CONFORMANCE-0', page: 1, page_size: 1 }, ChangeNoticeListSchema, {
        label: 'an unknown number',
      });
      if (unknown && unknown.zh.total !== 0) t.fail(t.section, `an unknown number answered total ${unknown.zh.total}, not 0`);
    },
  },
  {
    call: CALLS.getCrossReference,
    run: async (t) => {
      const all = await t.read({ page: 1, page_size: 10 }, CrossReferenceListSchema, { absentOk: true });
      if (!all) return;
      await checkPaging(t, {}, CrossReferenceListSchema, (answer) => answer);
      const keys = all.zh.list.map((part) => partKey(part.part_number));
      if (keys.some((key, index) => index > 0 && key < keys[index - 1]!)) t.fail(t.section, 'without `q`, parts are in part-number order');
      const part = all.zh.list[0]?.part_number;
      if (part) {
        const spelled = part.toLowerCase().replace(/(\d)/, '-$1');
        const found = await t.read({ q: spelled, page: 1, page_size: 10 }, CrossReferenceListSchema, { label: `q ${spelled}` });
        if (found && partKey(found.zh.list[0]?.part_number ?? '') !== partKey(part)) {
          t.fail(
            t.section,
            `\`q: "${spelled}"\` does not find ${part} first: part numbers are compared by their letters and digits, upper-cased`,
          );
        }
        await checkSuggestionSpeed(t, { q: spelled, page: 1, page_size: 3 });
      }
      const unknown = await t.read({ q: NOBODYS_PART, page: 1, page_size: 10 }, CrossReferenceListSchema, { label: 'a part nobody knows' });
      if (unknown && unknown.zh.total !== 0) t.fail(t.section, `a part nobody knows answered total ${unknown.zh.total}, not 0`);
    },
  },
  {
    call: CALLS.getSampleOptions,
    run: async (t) => {
      const { found } = t.ctx;
      if (found.products.length === 0) return void t.notes.push('no product to ask about');
      // The first products (at most five) until one offers samples: a product in development offers none.
      for (const product of found.products.slice(0, 5)) {
        const answer = await t.read({ product_id: product }, SampleOptionListSchema, { absentOk: true, label: `product ${product}` });
        if (!answer) return;
        checkFilter(t, `\`product_id: ${product}\``, answer.zh.list, (option) => option.product_id === product);
        found.sampleParts.push(...answer.zh.list.map((option) => ({ part: option.part_number, product, max: option.max_quantity })));
        if (found.sampleParts.length > 0) break;
      }
      const part = found.sampleParts[0]?.part;
      if (part) {
        const one = await t.read({ part: part.toLowerCase() }, SampleOptionListSchema, { label: `part ${part.toLowerCase()}` });
        if (one && one.zh.list[0]?.part_number !== part)
          t.fail(t.section, `\`part: "${part.toLowerCase()}"\` does not find ${part}: a part is found in any case`);
      } else t.notes.push(`none of products ${found.products.slice(0, 5).join(', ')} offers samples`);
      const unknown = await t.read({ part: NOBODYS_PART }, SampleOptionListSchema, { label: 'a part not known' });
      if (unknown && unknown.zh.list.length > 0) t.fail(t.section, 'a part not known answered options, not `list: []`');
    },
  },
];
