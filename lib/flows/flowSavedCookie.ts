import { parse, serialize } from 'cookie';

// A wizard's flow lives in local storage, which a server render cannot read. While the flow holds more than
// a fresh start, a cookie says so (its value says nothing else): the server then renders the wizard's
// "Loading…" and the browser resumes the flow; without it, the server renders the first step at once.
// Cookies blocked or cleared: the first step is rendered, and the browser moves to the saved flow it finds.

/** The buy-plan wizard's: a sale in progress. */
export const SALE_SAVED_COOKIE = 'DC_AGENT_SALE_SAVED';
/** The onboarding wizard's: a customer half onboarded. */
export const ONBOARDING_SAVED_COOKIE = 'DC_AGENT_ONBOARDING_SAVED';

const A_YEAR_SECONDS = 365 * 24 * 3600;

/** Only the wizards' pages read it. */
const FLOW_COOKIE_PATH = '/account';

/** Sets (`saved`) or removes the cookie `name`. */
export function markFlowSaved(name: string, saved: boolean): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = serialize(name, saved ? '1' : '', {
      path: FLOW_COOKIE_PATH,
      sameSite: 'lax',
      secure: process.env.NODE_ENV === 'production',
      maxAge: saved ? A_YEAR_SECONDS : -1,
    });
  } catch {
    // See above: the browser resumes what it finds.
  }
}

/** Whether a request says its browser holds a flow to resume (`cookieHeader`: its Cookie header). */
export function flowSavedIn(cookieHeader: string | undefined, name: string): boolean {
  return Boolean(parse(cookieHeader ?? '')[name]);
}
