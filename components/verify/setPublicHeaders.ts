import type { ServerResponse } from 'node:http';

/** Public check pages: out of search engines, and never cached (a card's status changes with the date). */
export function setPublicHeaders(res: ServerResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
}
