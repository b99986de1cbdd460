import { useEffect, useEffectEvent, useState } from 'react';
import { useOnlineStatus } from './useOnlineStatus';

/** The wait before the first automatic attempt; each further one doubles it, up to the cap. */
export const AUTO_RETRY_FIRST_DELAY_MS = 2_000;
export const AUTO_RETRY_MAX_DELAY_MS = 30_000;

/**
 * The wait before automatic attempt `attempt` (0 for the first): 2 s, 4 s, 8 s … capped at 30 s, then a
 * random half of it taken off, so the screens of every agent who lost the service do not all ask at once.
 */
export function autoRetryDelay(attempt: number, random: () => number = Math.random): number {
  const full = Math.min(AUTO_RETRY_FIRST_DELAY_MS * 2 ** attempt, AUTO_RETRY_MAX_DELAY_MS);
  return full / 2 + (random() * full) / 2;
}

export interface AutoRetryOptions {
  /** The load failed and nothing has come back since: another attempt is worth making. */
  failed: boolean;
  /** An attempt is under way (automatic or the agent's "Try again"): the next wait starts once it ends. */
  retrying: boolean;
  /** The same thing the "Try again" button does. */
  retry: () => void;
}

/**
 * Brings a failed screen back by itself: `retry` after a growing wait while the load keeps failing, and at
 * once when the browser comes back online. Nothing is tried while the browser knows it is offline.
 */
export function useAutoRetry({ failed, retrying, retry }: AutoRetryOptions): void {
  const online = useOnlineStatus();
  // Attempts made since this failure began; a screen that recovers starts again from the shortest wait.
  const [attempts, setAttempts] = useState({ failed, made: 0 });
  if (attempts.failed !== failed) setAttempts({ failed, made: 0 });
  const made = attempts.failed === failed ? attempts.made : 0;

  const retryNow = useEffectEvent(() => {
    setAttempts((current) => ({ ...current, made: current.made + 1 }));
    retry();
  });

  useEffect(() => {
    if (!failed || retrying || !online) return;
    const timer = setTimeout(() => retryNow(), autoRetryDelay(made));
    return () => clearTimeout(timer);
  }, [failed, retrying, online, made]);

  useEffect(() => {
    if (!failed) return;
    const onOnline = () => retryNow();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
