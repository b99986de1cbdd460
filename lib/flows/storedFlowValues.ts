// What a persisted flow keeps on this device, read as plain JSON: a page that only peeks at a flow (is a claim
// draft kept? does the wizard wait on this payment?) does not load the flows' code (zustand, the flow store,
// their checks).
import type { PersistedFlowKey } from './flowKeys';

/**
 * The values a flow kept under `key` on this device, unchecked (the flow's own code checks them when it
 * loads): undefined when none are kept, storage is blocked or what is kept is not JSON.
 */
export function storedFlowValues(key: PersistedFlowKey): Record<string, unknown> | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    const stored = JSON.parse(raw) as { state?: { values?: unknown } } | null;
    const values = stored?.state?.values;
    return typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether anything at all is kept under `key` (even data its flow will find unreadable and start afresh from). */
export function hasStoredFlow(key: PersistedFlowKey): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
