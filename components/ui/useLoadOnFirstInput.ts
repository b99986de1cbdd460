import { useCallback, useRef } from 'react';

/** Starts loading one part's code; what it resolves to is the part's, and a failure is the part's too. */
export type PartLoad = () => Promise<unknown>;

/**
 * Handlers that start loading the parts a screen needs later (a wizard's next steps, its result) at the
 * agent's first focus or tap on it: the first load carries none of them, and on a slow connection they
 * have arrived by the time they are reached. A load that fails is left to the part's own "Try again"
 * (partLoading), which asks again when it is shown.
 */
export function useLoadOnFirstInput(loads: readonly PartLoad[]) {
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    for (const load of loads) void load().catch(() => undefined);
  }, [loads]);
  return { onFocus: start, onPointerDown: start };
}
