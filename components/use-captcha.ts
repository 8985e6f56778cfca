'use client';
/**
 * The image captcha of web/generate_verify, shared by the forms that need one (contact, sign-in). A key
 * is consumed by the first attempt, right or wrong: call `reload` after every attempt.
 */
import { useCallback, useEffect, useState } from 'react';
import { CALLS } from '@/lib/backend/calls';
import { request } from '@/components/api';

export type Captcha = { key: string; image: string; expires_in: number };

export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setCaptcha(null);
    setFailed(false);
    try {
      setCaptcha(await request<Captcha>(CALLS.generateVerify));
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { captcha, failed, reload };
}
