import { useEffect } from 'react';
import { getToken } from '@/lib/session/cookieStore';
import { loadPage } from '@/lib/session/navigate';

/**
 * A page the browser restores from its back-forward cache is not requested again, so the middleware
 * cannot refuse it: when it comes back without a session (the agent logged out), leave for /auth at once.
 */
export function useSignedOutGuard(): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      let token: string | undefined;
      try {
        token = getToken();
      } catch {
        token = undefined;
      }
      if (!token) loadPage('/auth');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
