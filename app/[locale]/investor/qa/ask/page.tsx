import { CALLS, PAGE_QUERIES } from '@/features';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageLocale } from '@/i18n/server';
import { hasInvestorQuestions } from '@/features/investor-qa/reads';
import { QUESTION_CATEGORIES, QUESTION_LIMITS as LIMITS } from '@/lib/backend/question-form';
import { pageNotFound } from '@/lib/core/not-found';
import { QA_ASK_PATH, QA_PATH } from '@/lib/investor-qa/query';
import { pageMetadata } from '@/lib/seo';
import type { Query as PageQuery } from '@/lib/page-query';
import type { FormField } from '@/components/forms/fields';
import { CaptchaFormPage } from '@/components/page-kit/captcha-form-page';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';
import { sendQuestion } from './actions';

/** The page's query: `captcha=text`, the question in words instead of the picture (lib/forms/captcha-query.ts). */
const QUERY = PAGE_QUERIES['/investor/qa/ask'];
type Props = { searchParams: Promise<PageQuery> };

async function load() {
  if (!(await hasInvestorQuestions())) pageNotFound();
}

async function generatePageMetadata(): Promise<Metadata> {
  await load();
  const t = await getTranslations('InvestorQa');
  // A form for one visitor, with a captcha: never indexed, never kept (/investor/qa links it).
  return pageMetadata(await getPageLocale(), { title: t('askTitle'), description: t('askLead'), path: QA_ASK_PATH, noindex: true });
}

/**
 * /investor/qa/ask (issue 24, item 2): a question to the company, named or anonymous, with a contact for the
 * answer, a category (a complaint is one), a captcha (a signed-in member's token instead) and a separate,
 * unticked consent to publish it with the answer. Works without script; answered with a reference. A
 * backend without an investor Q&A: 404.
 */
async function AskPage({ searchParams }: Props) {
  await load();
  const t = await getTranslations('InvestorQa');
  const fields: FormField[] = [
    {
      kind: 'select',
      name: 'category',
      label: t('fieldCategory'),
      required: true,
      options: QUESTION_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
    },
    {
      kind: 'textarea',
      name: 'question',
      label: t('fieldQuestion'),
      required: true,
      maxLength: LIMITS.question.max,
      hint: t('questionHint'),
    },
    { kind: 'text', name: 'name', label: t('fieldName'), maxLength: LIMITS.name, autoComplete: 'name' },
    { kind: 'email', name: 'email', label: t('fieldEmail'), required: true, maxLength: LIMITS.email, autoComplete: 'email', half: true },
    { kind: 'tel', name: 'phone', label: t('fieldPhone'), maxLength: LIMITS.phone, autoComplete: 'tel', half: true },
    { kind: 'checkbox', name: 'publish', label: t('publish'), hint: t('publishHint') },
  ];
  return (
    <CaptchaFormPage
      query={QUERY.read(await searchParams)}
      call={CALLS.submitInvestorQuestion}
      title={t('askTitle')}
      lead={t('askLead')}
      parents={(nav) => [
        { name: nav('investor'), href: '/investor' },
        { name: t('title'), href: QA_PATH },
      ]}
      form={{
        action: sendQuestion,
        id: 'investor-question',
        fields,
        here: QA_ASK_PATH,
        members: true,
        purpose: t('purpose'),
        submit: t('submit'),
        sent: {
          title: t('sentTitle'),
          text: t('sentText'),
          member: { text: t('sentMember'), href: '/account', label: t('account') },
          next: [
            { href: QA_PATH, label: t('backToList') },
            { href: QA_ASK_PATH, label: t('askAnother') },
          ],
        },
      }}
    />
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(AskPage);
