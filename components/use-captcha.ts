'use client';
/**
 * The captcha of web/generate_verify (its picture, or its question in words), shared by the forms that
 * need one in the browser (contact, sign-in). A key
 * is consumed by the first attempt, right or wrong: call `reload` after every attempt.
 */
import { useCallback, useEffect, useState } from 'react';
import { CALLS } from '@/lib/backend/calls';
import type { CaptchaCall } from '@/lib/backend/types';
import { request } from '@/components/api';

/** The picture (`image`), or with `kind: "text"` the question in words a screen reader can read (issue 24). */
export type Captcha = { key: string; image?: string; question?: string; expires_in: number };

type State = { captcha: Captcha | null; failed: boolean; unavailable: boolean };

/** `call`: the call the form sends, which the captcha is drawn for (issue 42: no other call takes it). */
export function useCaptcha(call: CaptchaCall) {
  const [state, setState] = useState<State>({ captcha: null, failed: false, unavailable: false });
  // Each round asks for a new captcha of the kind chosen; the answer of an older round is dropped.
  const [round, setRound] = useState({ count: 0, text: false });

  useEffect(() => {
    let live = true;
    request<Captcha>(CALLS.generateVerify, round.text ? { kind: 'text', for: call } : { for: call }).then(
      (captcha) => {
        if (!live) return;
        // A backend without questions in words draws its picture: keep to pictures, and say so.
        if (round.text && !captcha.question) setState({ captcha, failed: false, unavailable: true });
        else setState((current) => ({ captcha, failed: false, unavailable: current.unavailable }));
      },
      () => live && setState((current) => ({ captcha: null, failed: true, unavailable: current.unavailable })),
    );
    return () => {
      live = false;
    };
  }, [round, call]);

  const reload = useCallback(() => {
    setState((current) => ({ captcha: null, failed: false, unavailable: current.unavailable }));
    setRound((current) => ({ count: current.count + 1, text: current.text }));
  }, []);
  const asText = useCallback(() => {
    setState((current) => ({ captcha: null, failed: false, unavailable: current.unavailable }));
    setRound((current) => ({ count: current.count + 1, text: true }));
  }, []);

  return { ...state, reload, asText };
}
