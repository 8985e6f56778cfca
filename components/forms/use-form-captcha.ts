import { useState, useSyncExternalStore } from 'react';
import { CALLS } from '@/lib/backend/calls';
import type { CaptchaCall } from '@/lib/backend/types';
import type { Captcha, CaptchaKind } from '@/lib/backend/form-problem';
import { request } from '@/components/api';

/**
 * The captcha a form posted to its page shows (in a client island): the page's, or the one the last answer
 * brought (`state.captcha`), or one asked for in the browser, which stands until the next answer: a new
 * code of the same kind, or the question in words (issue 24; `unavailable` when the backend draws only
 * pictures). `hydrated`: whether script runs yet (before, the field's links work without it).
 */
const noSubscription = () => () => undefined;

export function useFormCaptcha<S extends object>(state: S, drawn: Captcha | null, call: CaptchaCall) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [asked, setAsked] = useState<{ for: S; captcha: Captcha | null } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const brought = (state as { captcha?: Captcha | null }).captcha;
  const shown = asked?.for === state ? asked.captcha : brought === undefined ? drawn : brought;
  const ask = (kind: CaptchaKind) =>
    request<Captcha>(CALLS.generateVerify, kind === 'text' ? { kind, for: call } : { for: call }).then(
      (fresh) => {
        if (kind === 'text' && !fresh.question) setUnavailable(true);
        else setAsked({ for: state, captcha: fresh });
      },
      () => undefined,
    );
  return {
    shown,
    refresh: () => ask(shown?.question ? 'text' : 'image'),
    asText: () => ask('text'),
    unavailable: unavailable || shown?.textNone === true,
    hydrated,
  };
}
