/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { clearPersistedFlows } from './clearPersistedFlows';
import { useFlowHydrated } from './createPersistedFlowStore';
import { useOnboardingFlow } from './onboardingFlow';

function OnboardingStep() {
  const hydrated = useFlowHydrated(useOnboardingFlow);
  const step = useOnboardingFlow((state) => state.currentStep);
  return <p>{hydrated ? `step ${step}` : `loading ${step}`}</p>;
}

describe('persisted flows during server rendering', () => {
  let storageReads = 0;

  beforeAll(() => {
    // Any touch of local storage on the server would show up here (and throw, as it would in Node).
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        storageReads += 1;
        throw new ReferenceError('localStorage is not defined');
      },
    });
  });

  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('renders the initial flow without touching local storage', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<OnboardingStep />)).toBe('<p>loading personal</p>');
    expect(useOnboardingFlow.getState().hydrated).toBe(false);
    expect(storageReads).toBe(0);
  });

  it('runs actions and a logout without storage or errors', async () => {
    useOnboardingFlow.getState().completeStep('personal', { firstName: 'Ada' });
    await expect(useOnboardingFlow.persist.rehydrate()).resolves.toBeUndefined();
    expect(() => clearPersistedFlows()).not.toThrow();
    expect(useOnboardingFlow.getState().currentStep).toBe('personal');
    expect(storageReads).toBe(0);
  });
});
