import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { localePath } from '@/i18n/paths';
import { PageMain } from '@/components/layout/page-main';
import { MembersOnlyArticle } from './members-only-article-lazy';
import { membersOnlyArticleLabels } from './members-only-article.labels';

type Props = {
  id: number;
  /** The list the article belongs to (its breadcrumb's second step). */
  section: 'news' | 'product';
  /** The column's class (a news article reads in a narrower one). */
  className?: string;
};

/** The page of an article the backend keeps for members (code -1000): the same for everyone, the island reads it in a member's browser. */
export async function MembersOnlyPage({ id, section, className = 'container' }: Props) {
  const locale = await getPageLocale();
  const [nav, navigation, labels] = await Promise.all([getTranslations('Nav'), getTranslations('Navigation'), membersOnlyArticleLabels()]);
  return (
    <PageMain>
      <div className={className}>
        <MembersOnlyArticle
          id={id}
          labels={labels}
          trailLabel={navigation('breadcrumb')}
          trail={[
            { name: nav('home'), href: localePath(locale, '/') },
            { name: nav(section), href: localePath(locale, `/${section}`) },
          ]}
        />
      </div>
    </PageMain>
  );
}
