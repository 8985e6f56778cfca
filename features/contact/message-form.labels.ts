import 'server-only';
import { getTranslations } from 'next-intl/server';
import { translateKeys } from '@/i18n/labels';
import { MESSAGE_LIMITS, MESSAGE_TOPICS, type MessageTopic } from './message';

/** The contact form's text (messages `MessageForm`), with its limits filled in; `{id}` stays for the form. */
export async function messageFormLabels() {
  const t = await getTranslations('MessageForm');
  const keys = [
    'form',
    'failed',
    'doneTitle',
    'again',
    'name',
    'nameRequired',
    'company',
    'email',
    'emailRequired',
    'emailInvalid',
    'phone',
    'phoneInvalid',
    'topic',
    'topicRequired',
    'topicPlaceholder',
    'content',
    'contentRequired',
    'contentPlaceholder',
    'captcha',
    'captchaRequired',
    'captchaRefresh',
    'captchaRefreshTitle',
    'captchaImage',
    'captchaFailed',
    'captchaLoading',
    'captchaText',
    'captchaTextNone',
    'submit',
  ] as const;
  return {
    ...translateKeys(t, keys),
    doneText: t('doneText', { id: '{id}' }),
    topics: Object.fromEntries(MESSAGE_TOPICS.map((topic) => [topic, t(`topics.${topic}`)])) as Record<MessageTopic, string>,
    tooLong: {
      name: t('tooLong', { max: MESSAGE_LIMITS.name }),
      company: t('tooLong', { max: MESSAGE_LIMITS.company }),
      content: t('tooLong', { max: MESSAGE_LIMITS.content.max }),
    },
    tooShort: t('tooShort', { min: MESSAGE_LIMITS.content.min }),
  };
}

export type MessageFormLabels = Awaited<ReturnType<typeof messageFormLabels>>;
