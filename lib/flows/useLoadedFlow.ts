import { useSyncExternalStore } from 'react';
import type { FlowState, FlowStore } from './createPersistedFlowStore';

const NOTHING_TO_FOLLOW = () => () => undefined;

/**
 * What `select` picks of a flow whose code a form loads after its first paint: `fallback` until `flow` has
 * arrived, then the flow's state, re-rendering as it changes. Only the flow's type is imported here, so the
 * form's first load carries none of the flow's code.
 */
export function useLoadedFlow<StepId extends string, Values extends object, Selected>(
  flow: FlowStore<StepId, Values> | undefined,
  select: (state: FlowState<StepId, Values>) => Selected,
  fallback: Selected,
): Selected {
  const snapshot = () => (flow ? select(flow.getState()) : fallback);
  return useSyncExternalStore(flow ? flow.subscribe : NOTHING_TO_FOLLOW, snapshot, () => fallback);
}
