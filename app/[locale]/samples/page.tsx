import { CALLS, PAGE_QUERIES } from '@/features';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLocalePath, getPageLocale } from '@/i18n/server';
import { getArticle, hasPrivacyPolicy, orNull } from '@/lib/backend';
import { findSampleOption } from '@/features/samples/reads';
import { pageMetadata } from '@/lib/seo';
import { parseQualityQuery } from '@/lib/quality-query';
import { captchaKindOf } from '@/lib/forms/captcha-query';
import { pageCaptcha } from '@/lib/forms/page-captcha';
import type { Query as PageQuery } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb } from '@/components/content/breadcrumb';
import { SampleForm } from '@/features/samples/sample-form';
import { SamplePart } from '@/features/samples/sample-part';
import { SampleLookup } from '@/features/samples/sample-lookup';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { sendSampleRequest } from './actions';
import { sampleFormLabels } from '@/features/samples/sample-form.labels';
import sectionStyles from '@/components/content/section.module.css';
import { metadataWhenAvailable, whenAvailable } from '@/components/unavailable';

/** The page's query: `part`, the orderable part samples are asked for, and `captcha=text` (lib/forms/captcha-query.ts). */
const QUERY = PAGE_QUERIES['/samples'];
type Props = { searchParams: Promise<PageQuery> };

const samplesPath = (part: string) => (part ? `/samples?part=${encodeURIComponent(part)}` : '/samples');

async function generatePageMetadata({ searchParams }: Props): Promise<Metadata> {
  const part = parseQualityQuery(QUERY.read(await searchParams));
  const t = await getTranslations('Samples');
  // A form for one visitor: never indexed (product pages link it for each part).
  return pageMetadata(await getPageLocale(), {
    title: part ? `${t('title')} ${part}` : t('title'),
    description: t('lead'),
    path: samplesPath(part),
    noindex: true,
  });
}

/**
 * /samples?part=: the sample request form for an orderable part the backend offers samples of
 * (`web/get_sample_options`), with a captcha drawn on the server so that it works without script. Without
 * a part, or with one not offered, a field asks for the part number.
 */
async function SamplesPage({ searchParams }: Props) {
  const query = QUERY.read(await searchParams);
  const part = parseQualityQuery(query);
  const [option, t, nav, locale, path, labels, policy] = await Promise.all([
    part ? findSampleOption(part) : null,
    getTranslations('Samples'),
    getTranslations('Nav'),
    getPageLocale(),
    getLocalePath(),
    sampleFormLabels(),
    hasPrivacyPolicy(),
  ]);
  const [product, captcha] = option
    ? await Promise.all([orNull(getArticle(option.product_id)), pageCaptcha(locale, CALLS.submitSampleRequest, captchaKindOf(query))])
    : [null, null];
  const productHref = option ? path(`/product/detail/${option.product_id}`) : path('/product');
  return (
    <PageMain>
      <PageHero title={t('title')} subtitle={t('lead')} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb
          items={[
            { name: nav('home'), href: '/' },
            { name: nav('product'), href: '/product' },
            ...(option && product?.product ? [{ name: product.product.part_number, href: `/product/detail/${option.product_id}` }] : []),
            { name: t('title') },
          ]}
        />
        {option ? (
          <>
            <SamplePart option={option} product={product} productHref={productHref} />
            <SampleForm
              action={sendSampleRequest}
              key={option.part_number}
              labels={labels}
              lang={locale}
              partNumber={option.part_number}
              maxQuantity={option.max_quantity}
              captcha={captcha}
              here={path(samplesPath(option.part_number))}
              productHref={productHref}
              accountHref={path('/account')}
              anotherHref={path('/product')}
              notice={<PrivacyNotice purpose={labels.privacy} policy={policy} />}
            />
          </>
        ) : (
          <SampleLookup part={part} />
        )}
      </div>
    </PageMain>
  );
}

export const generateMetadata = metadataWhenAvailable(generatePageMetadata);
export default whenAvailable(SamplesPage);
