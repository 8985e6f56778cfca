/** The /quality and /samples pages' address: `?part=` names an orderable part (pure). */
import { firstParam } from '@/lib/params';
import { cleanText } from '@/lib/clean-text';
import { declarePageQuery, type QueryOf } from '@/lib/page-query';

/** What /quality reads (lib/pages/page-queries.ts). */
export const QUALITY_QUERY = declarePageQuery(['part']);

/** What /samples reads: the same one part, the one samples are asked for, and its captcha's kind (lib/forms/captcha-query.ts). */
export const SAMPLES_QUERY = declarePageQuery(['part', 'captcha']);

/** The part looked up: trimmed, inner spaces made one, at most 64 characters; empty for none. */
export function parseQualityQuery(query: QueryOf<typeof QUALITY_QUERY>): string {
  return cleanText(firstParam(query.part), 64);
}
