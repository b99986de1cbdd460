import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createPersistedFlowStore, useFlowHydrated, type FlowStore } from './createPersistedFlowStore';
import { integer, partialObject, text } from './storedValues';

const KEY = 'dc-agent:test-flow';
const STEPS = ['first', 'second', 'third'] as const;
type Step = (typeof STEPS)[number];
interface Values {
  name: string;
  count: number;
}
const checkValues = partialObject<Values>({ name: text(100), count: integer() });

const FRESH = { currentStep: 'first', completedSteps: [], values: {} };

function createTestFlow(
  options: { version?: number; migrate?: (state: unknown, fromVersion: number) => unknown } = {},
): FlowStore<Step, Values> {
  return createPersistedFlowStore<Step, Values>({
    name: KEY,
    steps: STEPS,
    version: options.version ?? 2,
    checkValues,
    migrate: options.migrate,
  });
}

/** A new store over the same local storage, as after a page reload. */
async function reload(options?: Parameters<typeof createTestFlow>[0]): Promise<FlowStore<Step, Values>> {
  const store = createTestFlow(options);
  await store.persist.rehydrate();
  return store;
}

function stored(): unknown {
  const raw = localStorage.getItem(KEY);
  return raw === null ? null : JSON.parse(raw);
}

function data(store: FlowStore<Step, Values>) {
  const { currentStep, completedSteps, values, recoveredFromCorruptData, hydrated } = store.getState();
  return { currentStep, completedSteps, values, recoveredFromCorruptData, hydrated };
}

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('a persisted flow', () => {
  it('does not read local storage until asked to hydrate', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { ...FRESH, currentStep: 'second' }, version: 2 }));
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    const store = createTestFlow();
    expect(getItem).not.toHaveBeenCalled();
    expect(data(store)).toEqual({ ...FRESH, recoveredFromCorruptData: false, hydrated: false });

    await store.persist.rehydrate();
    expect(getItem).toHaveBeenCalledWith(KEY);
    expect(store.getState().currentStep).toBe('second');
    expect(store.getState().hydrated).toBe(true);
  });

  it('keeps completed steps and values across a reload', async () => {
    const store = await reload();
    store.getState().completeStep('first', { name: 'Ada' });
    store.getState().setValues({ count: 2 });

    expect(stored()).toEqual({
      state: { currentStep: 'second', completedSteps: ['first'], values: { name: 'Ada', count: 2 } },
      version: 2,
    });
    expect(data(await reload())).toEqual({
      currentStep: 'second',
      completedSteps: ['first'],
      values: { name: 'Ada', count: 2 },
      recoveredFromCorruptData: false,
      hydrated: true,
    });
  });

  it('starts fresh when nothing is stored', async () => {
    expect(data(await reload())).toEqual({ ...FRESH, recoveredFromCorruptData: false, hydrated: true });
  });

  it('advances to the next step, stays on the last and keeps completed steps in order without repeats', async () => {
    const store = await reload();
    const { completeStep } = store.getState();
    completeStep('second', { count: 1 });
    expect(store.getState().currentStep).toBe('third');
    completeStep('first', { name: 'Ada' });
    expect(store.getState().currentStep).toBe('second');
    completeStep('second', { count: 3 });
    completeStep('third', {});
    expect(store.getState()).toMatchObject({
      currentStep: 'third',
      completedSteps: ['first', 'second', 'third'],
      values: { name: 'Ada', count: 3 },
    });
  });

  it('goes to a known step and ignores an unknown one', async () => {
    const store = await reload();
    store.getState().goTo('third');
    expect(store.getState().currentStep).toBe('third');
    store.getState().goTo('nowhere' as Step);
    expect(store.getState().currentStep).toBe('third');
    expect((await reload()).getState().currentStep).toBe('third');
  });

  it('refuses values that fail their check, naming the field and leaving the flow as it was', async () => {
    const store = await reload();
    store.getState().setValues({ name: 'Ada' });
    expect(() => store.getState().setValues({ count: 1.5 })).toThrow(/^count: /);
    expect(() => store.getState().completeStep('first', { count: Number.NaN })).toThrow(/^count: /);
    expect(data(store)).toMatchObject({ currentStep: 'first', completedSteps: [], values: { name: 'Ada' } });
  });

  it('resets to a fresh flow, in memory and in storage', async () => {
    const store = await reload();
    store.getState().completeStep('first', { name: 'Ada' });
    store.getState().reset();
    expect(data(store)).toEqual({ ...FRESH, recoveredFromCorruptData: false, hydrated: true });
    expect(stored()).toEqual({ state: FRESH, version: 2 });
  });

  describe('recovers from corrupt stored data', () => {
    const valid = { currentStep: 'second', completedSteps: ['first'], values: { name: 'Ada' } };
    it.each([
      ['invalid JSON', '{"state": {'],
      ['JSON null', 'null'],
      ['a JSON string', '"hello"'],
      ['a JSON array', '[1, 2]'],
      ['an object without state', JSON.stringify({ version: 2 })],
      ['an object without version', JSON.stringify({ state: valid })],
      ['a version that is not a number', JSON.stringify({ state: valid, version: '2' })],
      ['state that is not an object', JSON.stringify({ state: 'second', version: 2 })],
      ['state without values', JSON.stringify({ state: { currentStep: 'second', completedSteps: [] }, version: 2 })],
      ['values failing their check', JSON.stringify({ state: { ...valid, values: { count: 'two' } }, version: 2 })],
      ['values that are not an object', JSON.stringify({ state: { ...valid, values: [] }, version: 2 })],
      ['an unknown current step', JSON.stringify({ state: { ...valid, currentStep: 'payment' }, version: 2 })],
      ['an unknown completed step', JSON.stringify({ state: { ...valid, completedSteps: ['zeroth'] }, version: 2 })],
      ['completed steps that are not a list', JSON.stringify({ state: { ...valid, completedSteps: 'first' }, version: 2 })],
      ['a current step of the wrong type', JSON.stringify({ state: { ...valid, currentStep: 1 }, version: 2 })],
    ])('%s', async (_label, raw) => {
      localStorage.setItem(KEY, raw);
      const store = createTestFlow();
      await expect(store.persist.rehydrate()).resolves.toBeUndefined();

      expect(data(store)).toEqual({ ...FRESH, recoveredFromCorruptData: true, hydrated: true });
      // The bad data is overwritten, so the next visit starts cleanly without the notice.
      expect(stored()).toEqual({ state: FRESH, version: 2 });
      expect(data(await reload()).recoveredFromCorruptData).toBe(false);
    });

    it('until the agent dismisses the notice', async () => {
      localStorage.setItem(KEY, 'garbage');
      const store = await reload();
      store.getState().dismissRecoveryNotice();
      expect(store.getState().recoveredFromCorruptData).toBe(false);
    });

    it('drops unknown value fields without calling the data corrupt', async () => {
      localStorage.setItem(KEY, JSON.stringify({ state: { ...valid, values: { name: 'Ada', legacy: 1 } }, version: 2 }));
      expect(data(await reload())).toMatchObject({ values: { name: 'Ada' }, recoveredFromCorruptData: false });
    });
  });

  it('works without local storage (blocked by the browser)', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = await reload();
    expect(data(store)).toEqual({ ...FRESH, recoveredFromCorruptData: false, hydrated: true });
    expect(() => store.getState().completeStep('first', { name: 'Ada' })).not.toThrow();
    expect(store.getState().currentStep).toBe('second');
  });

  describe('versions', () => {
    const v1 = { state: { step: 'second', done: ['first'], form: { name: 'Ada' } }, version: 1 };

    it('starts a fresh flow (without the corruption notice) from an older version by default', async () => {
      localStorage.setItem(KEY, JSON.stringify(v1));
      expect(data(await reload())).toEqual({ ...FRESH, recoveredFromCorruptData: false, hydrated: true });
      expect(stored()).toEqual({ state: FRESH, version: 2 });
    });

    it('starts a fresh flow from a newer version', async () => {
      localStorage.setItem(KEY, JSON.stringify({ state: { ...FRESH, currentStep: 'third' }, version: 3 }));
      expect((await reload()).getState().currentStep).toBe('first');
    });

    it('uses the migration when one is given', async () => {
      localStorage.setItem(KEY, JSON.stringify(v1));
      const migrate = jest.fn((state: unknown) => {
        const old = state as typeof v1.state;
        return { currentStep: old.step, completedSteps: old.done, values: old.form };
      });
      const store = await reload({ migrate });
      expect(migrate).toHaveBeenCalledWith(v1.state, 1);
      expect(data(store)).toMatchObject({ currentStep: 'second', completedSteps: ['first'], values: { name: 'Ada' } });
      expect(stored()).toEqual({ state: { currentStep: 'second', completedSteps: ['first'], values: { name: 'Ada' } }, version: 2 });
    });

    it.each([
      ['returns data that fails validation', () => ({ currentStep: 'nowhere' })],
      [
        'throws',
        () => {
          throw new Error('bad migration');
        },
      ],
    ])('treats the data as corrupt when the migration %s', async (_label, migrate) => {
      localStorage.setItem(KEY, JSON.stringify(v1));
      const store = await reload({ migrate });
      expect(data(store)).toEqual({ ...FRESH, recoveredFromCorruptData: true, hydrated: true });
      expect(stored()).toEqual({ state: FRESH, version: 2 });
    });
  });
});

describe('useFlowHydrated', () => {
  function StepView({ store }: { store: FlowStore<Step, Values> }) {
    const hydrated = useFlowHydrated(store);
    const step = store((state) => state.currentStep);
    return <p>{hydrated ? `step ${step}` : 'loading'}</p>;
  }

  it('hydrates from local storage after mounting', () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { ...FRESH, currentStep: 'third' }, version: 2 }));
    render(<StepView store={createTestFlow()} />);
    expect(screen.getByText('step third')).toBeInTheDocument();
  });

  it('hydrates server-rendered markup without a mismatch', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { ...FRESH, currentStep: 'third' }, version: 2 }));
    const serverStore = createTestFlow();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StepView store={serverStore} />);
    expect(container.textContent).toBe('loading');
    document.body.append(container);

    const recoverableErrors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <StepView store={createTestFlow()} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });
    expect(recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('step third');
    container.remove();
  });
});
