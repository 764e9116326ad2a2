import { useEffect } from 'react';
import { authApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { sessionLapse } from '../../shared/api/session-lapse';

/**
 * When to ask whether the session is still there after the last answer: a minute past the idle
 * limit, since the server writes a session's last use at most about once a minute. Asking earlier
 * would keep alive the session it means to find lapsed.
 */
export const idleCheckDelay = (idleMinutes: number) => (idleMinutes + 1) * 60_000;

/** After a failed check (the network, not the session): try again a minute later. */
export const RETRY_CHECK_MS = 60_000;

/**
 * A page left open and untouched (a desk over lunch) asks the server once the session should have
 * lapsed; the "sign in" answer marks the lapse, and the sign-in dialog covers the page. Any call
 * answered meanwhile, in this page, starts the wait again; another tab's calls keep the session
 * alive, and the check then finds it so and waits again.
 */
export function useIdleSessionCheck(idleMinutes: number) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (milliseconds: number) => {
      clearTimeout(timer);
      timer = setTimeout(check, milliseconds);
    };
    const check = () => {
      if (sessionLapse.hasLapsed()) return;
      // Answered: onAnswer waits again. Refused for want of a session: the lapse is noticed.
      apiCall(authApi.identity).catch(() => {
        if (!sessionLapse.hasLapsed()) wait(RETRY_CHECK_MS);
      });
    };
    const stop = sessionLapse.onAnswer(() => wait(idleCheckDelay(idleMinutes)));
    wait(idleCheckDelay(idleMinutes));
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [idleMinutes]);
}
