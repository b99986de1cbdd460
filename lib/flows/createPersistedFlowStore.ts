import { useEffect } from 'react';
import { create, useStore, type Mutate, type StoreApi, type UseBoundStore } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { listOf, object, oneOf, safeParse, type Checker } from './storedValues';

export interface FlowData<StepId extends string, Values extends object> {
  currentStep: StepId;
  completedSteps: StepId[];
  values: Partial<Values>;
}

export interface FlowState<StepId extends string, Values extends object> extends FlowData<StepId, Values> {
  /** True when stored data was unreadable and a fresh flow was started, until the agent dismisses the notice. */
  recoveredFromCorruptData: boolean;
  /** False on the server and in the first client render; true once local storage has been read. */
  hydrated: boolean;
  goTo: (step: StepId) => void;
  /** Merges the step's values, marks it completed and moves to the next step. */
  completeStep: (step: StepId, values: Partial<Values>) => void;
  setValues: (values: Partial<Values>) => void;
  reset: () => void;
  dismissRecoveryNotice: () => void;
}

export type FlowStore<StepId extends string, Values extends object> = UseBoundStore<
  Mutate<StoreApi<FlowState<StepId, Values>>, [['zustand/persist', unknown]]>
>;

export interface PersistedFlowOptions<StepId extends string, Values extends object> {
  /** The local-storage key. */
  name: string;
  steps: readonly [StepId, ...StepId[]];
  /** Bump when stored data of the previous version can no longer be read as is. */
  version: number;
  /** Checks the (partial) values read back from storage and written by the actions; throws on an invalid one. */
  checkValues: Checker<Partial<Values>>;
  /** Turns data stored by an older (or newer) version into this version's `FlowData`; without it the flow starts afresh. */
  migrate?: (persistedState: unknown, fromVersion: number) => unknown;
}

// Markers passed from storage/migrate to merge, which alone decides what becomes state.
const CORRUPT = Symbol('corrupt flow data');
const START_FRESH = Symbol('start a fresh flow');

/**
 * A multi-step flow kept in local storage (zustand `persist`).
 *
 * SSR: the store never touches storage on creation (`skipHydration`); `useFlowHydrated` reads it in an effect
 * after the first render, so server and client first render the same initial state. Stored data that is not
 * valid JSON, not this shape, or fails `checkValues` is replaced by a fresh flow with `recoveredFromCorruptData`.
 */
export function createPersistedFlowStore<StepId extends string, Values extends object>(
  options: PersistedFlowOptions<StepId, Values>,
): FlowStore<StepId, Values> {
  const { name, steps, version, checkValues } = options;
  const isStep = (value: unknown): value is StepId => typeof value === 'string' && steps.some((s) => s === value);
  const checkData = object<FlowData<StepId, Values>>({
    currentStep: oneOf(steps),
    completedSteps: listOf(oneOf(steps)),
    values: checkValues,
  });
  const initialData = (): FlowData<StepId, Values> => ({ currentStep: steps[0], completedSteps: [], values: {} });

  const store = create<FlowState<StepId, Values>>()(
    persist(
      (set, get) => ({
        ...initialData(),
        recoveredFromCorruptData: false,
        hydrated: false,
        goTo: (step) => {
          if (isStep(step)) set({ currentStep: step });
        },
        completeStep: (step, values) => {
          if (!isStep(step)) return;
          const next = steps[steps.indexOf(step) + 1] ?? step;
          set({
            values: checkValues({ ...get().values, ...values }),
            completedSteps: inStepOrder(steps, [...get().completedSteps, step]),
            currentStep: next,
          });
        },
        // Invalid values would be dropped as corrupt on the next visit, so a caller's mistake fails loudly now.
        setValues: (values) => set({ values: checkValues({ ...get().values, ...values }) }),
        reset: () => set({ ...initialData(), recoveredFromCorruptData: false }),
        dismissRecoveryNotice: () => set({ recoveredFromCorruptData: false }),
      }),
      {
        name,
        version,
        skipHydration: true,
        storage: localFlowStorage(version),
        partialize: ({ currentStep, completedSteps, values }): unknown => ({ currentStep, completedSteps, values }),
        migrate: (persistedState, fromVersion) => {
          if (!options.migrate) return START_FRESH;
          try {
            return options.migrate(persistedState, fromVersion);
          } catch {
            return CORRUPT;
          }
        },
        merge: (persisted, current) => {
          if (persisted === undefined) return current;
          if (persisted === START_FRESH) return { ...current, ...initialData(), recoveredFromCorruptData: false };
          const parsed = safeParse(checkData, persisted);
          if (!parsed.ok) return { ...current, ...initialData(), recoveredFromCorruptData: true };
          const { currentStep, completedSteps, values } = parsed.value;
          return { ...current, currentStep, completedSteps: inStepOrder(steps, completedSteps), values, recoveredFromCorruptData: false };
        },
        onRehydrateStorage: () => (_state, error) => {
          // Writing through setState also overwrites whatever bad data was stored under the key.
          if (error === undefined) store.setState({ hydrated: true });
          else store.setState({ ...initialData(), recoveredFromCorruptData: true, hydrated: true });
        },
      },
    ),
  );
  return store;
}

/** Reads the flow from local storage after the first render; true once it has. Call it where the flow is shown. */
export function useFlowHydrated<StepId extends string, Values extends object>(
  store: FlowStore<StepId, Values>,
): boolean {
  const hydrated = useStore(store, (state) => state.hydrated);
  useEffect(() => {
    void hydrateFlow(store);
  }, [store]);
  return hydrated;
}

/** Reads the flow from local storage, once: for a flow whose code loads after the first render. */
export async function hydrateFlow<StepId extends string, Values extends object>(store: FlowStore<StepId, Values>): Promise<void> {
  if (!store.getState().hydrated) await store.persist.rehydrate();
}

function inStepOrder<StepId extends string>(steps: readonly StepId[], list: readonly StepId[]): StepId[] {
  return steps.filter((step) => list.includes(step));
}

function localFlowStorage(version: number): PersistStorage<unknown> {
  return {
    getItem: (name): StorageValue<unknown> | null => {
      const raw = readLocal(name);
      if (raw === null) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return { state: CORRUPT, version };
      }
      if (typeof parsed !== 'object' || parsed === null || !('state' in parsed) || !('version' in parsed)) {
        return { state: CORRUPT, version };
      }
      return typeof parsed.version === 'number'
        ? { state: parsed.state, version: parsed.version }
        : { state: CORRUPT, version };
    },
    setItem: (name, value) => writeLocal(name, JSON.stringify(value)),
    removeItem: (name) => removeLocal(name),
  };
}

// Storage can be missing (server), blocked (privacy settings) or full; the flow then simply is not kept.
function readLocal(name: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

function writeLocal(name: string, value: string): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(name, value);
  } catch {
    // See readLocal.
  }
}

function removeLocal(name: string): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(name);
  } catch {
    // See readLocal.
  }
}
