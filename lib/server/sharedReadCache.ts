/**
 * How long the app's server keeps a public read before asking again: a partner's settings or the demo hint
 * changed in the database reach every page within a minute.
 */
export const PUBLIC_READ_TTL_MS = 60_000;

/**
 * A read this server process makes once for every visitor alike (the partner, the sign-in page's hint):
 * kept for `ttlMs`, fetched by one caller at a time (concurrent misses wait for the same fetch), never kept
 * when it fails (the next caller asks again). The data service then sees the app server ask about once a
 * `ttlMs` whatever the traffic, instead of once a page on each visitor's budget.
 */
export function sharedReadCache<T>(load: () => Promise<T>, { ttlMs }: { ttlMs: number }): () => Promise<T> {
  let kept: { value: T; until: number } | undefined;
  let inFlight: Promise<T> | undefined;

  const fetchOnce = async (): Promise<T> => {
    try {
      const value = await load();
      kept = { value, until: Date.now() + ttlMs };
      return value;
    } finally {
      inFlight = undefined;
    }
  };

  return () => {
    if (kept && Date.now() < kept.until) return Promise.resolve(kept.value);
    inFlight ??= fetchOnce();
    return inFlight;
  };
}
