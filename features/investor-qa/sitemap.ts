/** The investor Q&A's entry of /sitemap.xml: its page, dated by the newest answer (the backend gives them newest first). */
import type { SitemapPage } from '@/lib/sitemap';
import { QA_PATH } from '@/lib/investor-qa/query';
import { getInvestorQuestions } from './reads';

export async function qaSitemap(): Promise<SitemapPage[]> {
  const questions = await getInvestorQuestions('', undefined, 1);
  return questions ? [{ path: QA_PATH, lastModified: questions.list[0]?.answered_at, priority: 0.6, changeFrequency: 'weekly' }] : [];
}
