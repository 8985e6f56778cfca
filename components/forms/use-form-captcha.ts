import { useState } from 'react';
import { CALLS } from '@/lib/backend/calls';
import type { Captcha } from '@/lib/backend/form-problem';
import { request } from '@/components/api';

/**
 * The captcha a form posted to its page shows (in a client island): the page's, or the one the last answer
 * brought (`state.captcha`), or one asked for in the browser ("new code"), which stands until the next answer.
 */
export function useFormCaptcha<S extends object>(state: S, drawn: Captcha | null) {
  const [asked, setAsked] = useState<{ for: S; captcha: Captcha | null } | null>(null);
  const brought = (state as { captcha?: Captcha | null }).captcha;
  const shown = asked?.for === state ? asked.captcha : brought === undefined ? drawn : brought;
  const refresh = () =>
    request<Captcha>(CALLS.generateVerify).then(
      (fresh) => setAsked({ for: state, captcha: fresh }),
      () => undefined,
    );
  return { shown, refresh };
}
