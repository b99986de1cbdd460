import { BUY_PLAN_FLOW_KEY, BUY_PLAN_STEPS, useBuyPlanFlow } from './buyPlanFlow';
import { clearPersistedFlows } from './clearPersistedFlows';
import { ONBOARDING_FLOW_KEY, ONBOARDING_FLOW_VERSION, ONBOARDING_STEPS, useOnboardingFlow } from './onboardingFlow';

const IDEMPOTENCY_KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

beforeEach(async () => {
  localStorage.clear();
  useOnboardingFlow.getState().reset();
  useBuyPlanFlow.getState().reset();
  await useOnboardingFlow.persist.rehydrate();
  await useBuyPlanFlow.persist.rehydrate();
});

describe('the onboarding and buy-plan flows', () => {
  it('use their own storage keys and steps', () => {
    expect(ONBOARDING_FLOW_KEY).toBe('dc-agent:onboarding');
    expect(BUY_PLAN_FLOW_KEY).toBe('dc-agent:buy-plan');
    expect(ONBOARDING_STEPS).toEqual(['personal', 'identification', 'device', 'review']);
    expect(BUY_PLAN_STEPS).toEqual(['customer-device', 'plan', 'payment', 'done']);
    expect(useOnboardingFlow.getState().currentStep).toBe('personal');
    expect(useBuyPlanFlow.getState().currentStep).toBe('customer-device');
  });

  it('survive a page reload (modules loaded afresh over the same local storage)', async () => {
    useOnboardingFlow.getState().completeStep('personal', { firstName: 'Ada', phone: '08031234567' });
    useBuyPlanFlow.getState().completeStep('customer-device', { customerId: 'c1', deviceId: 'd1' });
    useBuyPlanFlow.getState().completeStep('plan', { planId: 'p1', billing: 'POSTPAID' });

    let reloaded: { onboarding: typeof useOnboardingFlow; buyPlan: typeof useBuyPlanFlow } | undefined;
    jest.isolateModules(() => {
      reloaded = {
        onboarding: (require('./onboardingFlow') as typeof import('./onboardingFlow')).useOnboardingFlow,
        buyPlan: (require('./buyPlanFlow') as typeof import('./buyPlanFlow')).useBuyPlanFlow,
      };
    });
    if (!reloaded) throw new Error('modules did not load');
    expect(reloaded.onboarding).not.toBe(useOnboardingFlow);
    await reloaded.onboarding.persist.rehydrate();
    await reloaded.buyPlan.persist.rehydrate();

    expect(reloaded.onboarding.getState()).toMatchObject({
      currentStep: 'identification',
      completedSteps: ['personal'],
      values: { firstName: 'Ada', phone: '08031234567' },
    });
    expect(reloaded.buyPlan.getState()).toMatchObject({
      currentStep: 'payment',
      completedSteps: ['customer-device', 'plan'],
      values: { customerId: 'c1', deviceId: 'd1', planId: 'p1', billing: 'POSTPAID' },
    });
  });

  it('accept the buy-plan choices and a UUID idempotency key', () => {
    useBuyPlanFlow.getState().setValues({ billing: 'PREPAID', paymentMethod: 'CARD', idempotencyKey: IDEMPOTENCY_KEY });
    useBuyPlanFlow.getState().completeStep('payment', { paymentMethod: 'WALLET', orderId: 'o1' });
    expect(useBuyPlanFlow.getState()).toMatchObject({
      currentStep: 'done',
      values: { billing: 'PREPAID', paymentMethod: 'WALLET', idempotencyKey: IDEMPOTENCY_KEY, orderId: 'o1' },
    });
  });

  it('refuse buy-plan values outside their choices', () => {
    const { setValues } = useBuyPlanFlow.getState();
    expect(() => setValues({ billing: 'MONTHLY' as 'PREPAID' })).toThrow();
    expect(() => setValues({ paymentMethod: 'CASH' as 'CARD' })).toThrow();
    expect(() => setValues({ idempotencyKey: 'not-a-uuid' })).toThrow();
    expect(useBuyPlanFlow.getState().values).toEqual({});
  });

  it('treat a stored buy plan with an unknown billing as corrupt', async () => {
    localStorage.setItem(
      BUY_PLAN_FLOW_KEY,
      JSON.stringify({ state: { currentStep: 'payment', completedSteps: [], values: { billing: 'YEARLY' } }, version: 1 }),
    );
    await useBuyPlanFlow.persist.rehydrate();
    expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', recoveredFromCorruptData: true });
  });

  it('are both forgotten on logout', () => {
    useOnboardingFlow.getState().completeStep('personal', { firstName: 'Ada' });
    useBuyPlanFlow.getState().completeStep('customer-device', { customerId: 'c1' });
    localStorage.setItem('unrelated', 'kept');

    clearPersistedFlows();

    expect(localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
    expect(localStorage.getItem(BUY_PLAN_FLOW_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(useOnboardingFlow.getState()).toMatchObject({ currentStep: 'personal', completedSteps: [], values: {} });
    expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', completedSteps: [], values: {} });
  });

  describe('the onboarding flow (version 2)', () => {
    const storeV1 = (state: unknown) => localStorage.setItem(ONBOARDING_FLOW_KEY, JSON.stringify({ state, version: 1 }));

    it('keeps a UUID idempotency key and the selects’ options only', () => {
      const { setValues } = useOnboardingFlow.getState();
      setValues({ gender: 'FEMALE', idType: 'VNIN', state: 'Lagos', idempotencyKey: IDEMPOTENCY_KEY });
      setValues({ gender: '', idType: '', state: '' });
      expect(() => setValues({ gender: 'female' as 'FEMALE' })).toThrow();
      expect(() => setValues({ idType: 'NIN' as 'VNIN' })).toThrow();
      expect(() => setValues({ state: 'Abuja' as 'Lagos' })).toThrow();
      expect(() => setValues({ idempotencyKey: 'not-a-uuid' })).toThrow();
      expect(() => setValues({ address: 'x'.repeat(2001) })).toThrow();
      expect(useOnboardingFlow.getState().values).toEqual({ gender: '', idType: '', state: '', idempotencyKey: IDEMPOTENCY_KEY });
    });

    it('carries version 1 drafts over, dropping only values version 2 cannot hold', async () => {
      expect(ONBOARDING_FLOW_VERSION).toBe(2);
      storeV1({
        currentStep: 'device',
        completedSteps: ['personal', 'identification'],
        values: { firstName: 'Ada', gender: 'FEMALE', state: 'Kano', idType: 'passport', idNumber: 'A12345678', legacy: 'x' },
      });
      await useOnboardingFlow.persist.rehydrate();
      expect(useOnboardingFlow.getState()).toMatchObject({
        currentStep: 'device',
        completedSteps: ['personal', 'identification'],
        values: { firstName: 'Ada', gender: 'FEMALE', state: 'Kano', idNumber: 'A12345678' },
        recoveredFromCorruptData: false,
      });
      expect(useOnboardingFlow.getState().values).not.toHaveProperty('idType');
      expect(JSON.parse(localStorage.getItem(ONBOARDING_FLOW_KEY) ?? 'null')).toMatchObject({ version: 2 });
    });

    it('calls an unreadable version 1 draft corrupt', async () => {
      storeV1({ values: { firstName: 'Ada' } });
      await useOnboardingFlow.persist.rehydrate();
      expect(useOnboardingFlow.getState()).toMatchObject({ currentStep: 'personal', values: {}, recoveredFromCorruptData: true });
    });
  });
});
