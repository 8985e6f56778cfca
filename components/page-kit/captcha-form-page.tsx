import type { ReactNode } from 'react';
import type { CaptchaCall } from '@/lib/backend/types';
import type { CAPTCHA_QUERY } from '@/lib/forms/captcha-query';
import type { QueryOf } from '@/lib/page-query';
import { PageMain } from '@/components/layout/page-main';
import { PageHero } from '@/components/content/page-hero';
import { Breadcrumb, type Crumb } from '@/components/content/breadcrumb';
import { ServerForm } from '@/components/forms/server-form';
import type { FormField } from '@/components/forms/fields';
import type { SentView } from '@/components/forms/form-sent';
import { captchaFormPage } from '@/components/forms/form-page';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import sectionStyles from '@/components/content/section.module.css';

type NavNames = Awaited<ReturnType<typeof captchaFormPage>>['nav'];

type Props = {
  /** The page's query (`captcha=text`) and the call the form sends, which its captcha is drawn for. */
  query: QueryOf<typeof CAPTCHA_QUERY>;
  call: CaptchaCall;
  /** The page's title (the form's accessible name too) and its lead. */
  title: string;
  lead: string;
  /** The breadcrumb between home and this page, from the navigation's names and whether a policy exists. */
  parents: (nav: NavNames, policy: boolean) => Crumb[];
  /** Said above the form. */
  intro?: ReactNode;
  form: {
    action: Parameters<typeof ServerForm>[0]['action'];
    id: string;
    fields: readonly FormField[];
    /** Site paths, written in the page's language here: the page's own, and the links of the receipt. */
    here: string;
    sent: SentView | ((policy: boolean) => SentView);
    /** What the form collects it for (the privacy notice). */
    purpose: string;
    submit: string;
    members?: boolean;
    initial?: Record<string, string>;
  };
};

/**
 * A page that is one form with a captcha drawn on the server, so that it works without script (the alerts,
 * investor question and privacy request pages; docs/writing-a-page.md): hero, breadcrumb, the form with its
 * privacy notice, and the receipt once sent.
 */
export async function CaptchaFormPage({ query, call, title, lead, parents, intro, form }: Props) {
  const { locale, nav, path, labels, policy, captcha } = await captchaFormPage(query, call);
  const sent = typeof form.sent === 'function' ? form.sent(policy) : form.sent;
  const link = ({ href, label }: { href: string; label: string }) => ({ href: path(href), label });
  return (
    <PageMain>
      <PageHero title={title} subtitle={lead} />
      <div className={`container ${sectionStyles.lastSection}`}>
        <Breadcrumb items={[{ name: nav('home'), href: '/' }, ...parents(nav, policy), { name: title }]} />
        {intro}
        <ServerForm
          action={form.action}
          captchaFor={call}
          name={title}
          id={form.id}
          labels={labels}
          lang={locale}
          fields={form.fields}
          captcha={captcha}
          here={path(form.here)}
          {...(form.members ? { members: true } : {})}
          notice={<PrivacyNotice purpose={form.purpose} policy={policy} />}
          submit={form.submit}
          {...(form.initial ? { initial: form.initial } : {})}
          sent={{
            ...sent,
            ...(sent.member ? { member: { ...sent.member, href: path(sent.member.href) } } : {}),
            next: sent.next.map(link),
          }}
        />
      </div>
    </PageMain>
  );
}
