/**
 * Which content a backend answer is: the tags a cached page carries, so an on-demand revalidation for one
 * content type (a news edit: `news`) refreshes exactly the pages that showed it (news detail, news list,
 * home) and no others.
 */
import type { ContentTag } from '@/lib/core/render-report';
import { CALLS, type CallName } from './calls';
import type { CategoryInfo } from './types';
import { articleType } from '@/lib/backend/article-kind';

/**
 * `value` is null for an absent answer (code 0): a page that left out an absent page or profile still
 * depends on it, so the CMS adding it refreshes the page; an absent category or article names no type.
 */
export function contentTagsOf(call: CallName, value: unknown): ContentTag[] {
  switch (call) {
    case CALLS.getSiteList:
    case CALLS.getInfo:
      return ['site'];
    case CALLS.getBannerList:
      return ['banner'];
    case CALLS.getExperienceList:
      return ['milestone'];
    case CALLS.getInfoBySlug:
      return ['page'];
    case CALLS.getCompanyProfile:
      return ['company'];
    case CALLS.getIrEvents:
    case CALLS.getStockQuote:
    case CALLS.getFinancials:
    case CALLS.getInvestorQuestions:
    case CALLS.getDividends:
    case CALLS.getMeetings:
    case CALLS.getBriefings:
    case CALLS.getEsg:
    case CALLS.getAlertOptions:
      return ['investor'];
    case CALLS.getCrossReference:
    case CALLS.getDocuments:
    case CALLS.getCompliance:
    case CALLS.getInventory:
    case CALLS.getChangeNotices:
    case CALLS.getSampleOptions:
      // Which of our products replaces which part, products' documents, quality data, stock, change notices
      // and which parts may be sampled are product content.
      return ['product'];
    case CALLS.search:
      // What a search finds changes with any article.
      return ['product', 'news', 'investor'];
    case CALLS.getCategoryInfoById:
      return value ? [(value as CategoryInfo).category.type] : [];
    case CALLS.getArticleInfoById:
      return value ? [articleType(value as { product?: unknown; announcement?: unknown })] : [];
    default:
      return [];
  }
}
