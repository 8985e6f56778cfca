'use client';
/**
 * The image captcha of web/generate_verify, shared by the forms that need one (contact, sign-in). A key
 * is consumed by the first attempt, right or wrong: call `reload` after every attempt.
 */
import { useCallback, useEffect, useState } from 'react';
import { CALLS } from '@/lib/backend/calls';
import { request } from '@/components/api';

export type Captcha = { key: string; image: string; expires_in: number };

type State = { captcha: Captcha | null; failed: boolean };

export function useCaptcha() {
  const [state, setState] = useState<State>({ captcha: null, failed: false });
  // Each round asks for a new image; the answer of an older round is dropped.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    request<Captcha>(CALLS.generateVerify).then(
      (captcha) => live && setState({ captcha, failed: false }),
      () => live && setState({ captcha: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => {
    setState({ captcha: null, failed: false });
    setRound((current) => current + 1);
  }, []);

  return { ...state, reload };
}
