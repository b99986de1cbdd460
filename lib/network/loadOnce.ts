/**
 * `load` asked once and shared: callers at the same time and later ones get the same promise. A load that
 * fails (offline: a chunk that did not come) is forgotten, so the next caller asks again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
