'use client';
/**
 * A member's own read (with their token, through /api/), for the islands that show it: loading, the answer
 * as `read` takes it, absent (the backend does not have the call: code 0 or HTTP 404), or failed. A sign-in
 * that no longer holds (-1000) signs the visitor out. Asked again when the member or the call changes.
 * `read` turns the answer into what the island shows, leaving out what the contract does not allow (no zod
 * in the browser): a stable function (module level).
 */
import { useCallback, useEffect, useState } from 'react';
import { CODE_FAILURE, CODE_NOT_LOGGED_IN, type BrowserCall } from '@/lib/backend/calls';
import { RequestError } from '@/lib/client/request';
import { signOut, type SessionUser } from '@/lib/client/session';
import { request } from '@/components/api';

/** A section's data: loading, there, not offered by the backend, or failed. */
export type Read<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'absent' } | { state: 'failed' };

/** The read, and a setter for what a later call of the member's own answered (a subscription changed). */
export function useMemberRead<T>(
  user: SessionUser | null | undefined,
  call: BrowserCall,
  read: (data: unknown) => T,
): [Read<T>, (value: T) => void] {
  const [answer, setAnswer] = useState<{ key: string; value: Read<T> } | null>(null);
  const key = user ? `${user.id} ${call}` : '';
  useEffect(() => {
    if (!key) return;
    let live = true;
    request<unknown>(call, {}, { quiet: true }).then(
      (data) => live && setAnswer({ key, value: { state: 'ready', value: read(data) } }),
      (error: unknown) => {
        if (!live) return;
        const code = error instanceof RequestError ? error.code : null;
        if (code === CODE_NOT_LOGGED_IN) signOut();
        const absent = error instanceof RequestError && (code === CODE_FAILURE || error.status === 404);
        setAnswer({ key, value: { state: absent ? 'absent' : 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, call, read]);
  const update = useCallback((value: T) => setAnswer({ key, value: { state: 'ready', value } }), [key]);
  return [answer?.key === key ? answer.value : { state: 'loading' }, update];
}
