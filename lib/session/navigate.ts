/**
 * A full page load, not a client-side route change: after signing in, out or being signed out, nothing of
 * the previous page's memory (Apollo cache, React state, Intercom) survives. Its own module so tests can
 * replace it (jsdom cannot navigate).
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
