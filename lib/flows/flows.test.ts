import { BUY_PLAN_FLOW_KEY, BUY_PLAN_FLOW_VERSION, BUY_PLAN_STEPS, useBuyPlanFlow } from './buyPlanFlow';
import { clearPersistedFlows } from './clearPersistedFlows';
import { shownStep } from './useStepsForm';
import { ONBOARDING_FLOW_KEY, ONBOARDING_FLOW_VERSION, ONBOARDING_STEPS, useOnboardingFlow } from './onboardingFlow';

const IDEMPOTENCY_KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const CUSTOMER_ID = '6f1b9a52-3c1e-4b6f-9d55-0c1a2b3c4d5e';
const DEVICE_ID = '7a2c8b63-4d2f-4c70-8e66-1d2b3c4d5e6f';
const PLAN_ID = '8b3d9c74-5e30-4d81-9f77-2e3c4d5e6f70';
const ORDER_ID = '9c4e0d85-6f41-4e92-a088-3f4d5e6f7081';

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
    expect(BUY_PLAN_STEPS).toEqual(['customer-device', 'plan', 'photos', 'payment', 'done']);
    expect(useOnboardingFlow.getState().currentStep).toBe('personal');
    expect(useBuyPlanFlow.getState().currentStep).toBe('customer-device');
  });

  it('survive a page reload (modules loaded afresh over the same local storage)', async () => {
    useOnboardingFlow.getState().completeStep('personal', { firstName: 'Ada', phone: '08031234567' });
    useBuyPlanFlow.getState().completeStep('customer-device', { customerId: CUSTOMER_ID, deviceId: DEVICE_ID });
    useBuyPlanFlow.getState().completeStep('plan', { planId: PLAN_ID, billing: 'POSTPAID' });

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
      currentStep: 'photos',
      completedSteps: ['customer-device', 'plan'],
      values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'POSTPAID' },
    });
  });

  it('accept the buy-plan choices, a UUID idempotency key and the sale', () => {
    const sold = {
      orderId: ORDER_ID,
      reference: 'ORD-2026-000123',
      policyNumber: 'SUN-2026-000456',
      verificationCode: 'Zm9vYmFyYmF6cXV4cXV1eA',
      billing: 'PREPAID' as const,
      startsOn: '2026-11-23',
      endsOn: '2027-11-22',
      premiumKobo: 600_000,
      instalmentKobo: null,
      instalments: 1,
      amountPaidKobo: 600_000,
      commissionKobo: 60_000,
      walletBalanceKobo: 19_460_000,
    };
    useBuyPlanFlow.getState().setValues({ billing: 'PREPAID', paymentMethod: 'CARD', idempotencyKey: IDEMPOTENCY_KEY, awaitingAnswer: true });
    useBuyPlanFlow.getState().completeStep('payment', { paymentMethod: 'WALLET', awaitingAnswer: false, sold });
    expect(useBuyPlanFlow.getState()).toMatchObject({
      currentStep: 'done',
      values: { billing: 'PREPAID', paymentMethod: 'WALLET', idempotencyKey: IDEMPOTENCY_KEY, awaitingAnswer: false, sold },
    });
  });

  it('refuse buy-plan values outside their choices, and never hold card details', () => {
    const { setValues } = useBuyPlanFlow.getState();
    expect(() => setValues({ billing: 'MONTHLY' as 'PREPAID' })).toThrow();
    expect(() => setValues({ paymentMethod: 'CASH' as 'CARD' })).toThrow();
    expect(() => setValues({ idempotencyKey: 'not-a-uuid' })).toThrow();
    expect(() => setValues({ customerId: 'c1' })).toThrow();
    expect(useBuyPlanFlow.getState().values).toEqual({});
    setValues({ cardNumber: '4084084084084081', cardCvv: '123' } as object);
    expect(JSON.stringify(useBuyPlanFlow.getState().values)).not.toMatch(/4084|123/);
    expect(localStorage.getItem(BUY_PLAN_FLOW_KEY) ?? '').not.toMatch(/4084084084084081/);
  });

  it('treat a stored buy plan with an unknown billing as corrupt', async () => {
    localStorage.setItem(
      BUY_PLAN_FLOW_KEY,
      JSON.stringify({ state: { currentStep: 'payment', completedSteps: [], values: { billing: 'YEARLY' } }, version: BUY_PLAN_FLOW_VERSION }),
    );
    await useBuyPlanFlow.persist.rehydrate();
    expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', recoveredFromCorruptData: true });
  });

  it('are both forgotten on logout', () => {
    useOnboardingFlow.getState().completeStep('personal', { firstName: 'Ada' });
    useBuyPlanFlow.getState().completeStep('customer-device', { customerId: CUSTOMER_ID });
    localStorage.setItem('unrelated', 'kept');

    clearPersistedFlows();

    expect(localStorage.getItem(ONBOARDING_FLOW_KEY)).toBeNull();
    expect(localStorage.getItem(BUY_PLAN_FLOW_KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(useOnboardingFlow.getState()).toMatchObject({ currentStep: 'personal', completedSteps: [], values: {} });
    expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', completedSteps: [], values: {} });
  });

  describe('the buy-plan flow (version 5)', () => {
    const storeVersion = (version: number, state: unknown) => localStorage.setItem(BUY_PLAN_FLOW_KEY, JSON.stringify({ state, version }));

    it('keeps the order a sale renews, a UUID or nothing', () => {
      const { setValues } = useBuyPlanFlow.getState();
      setValues({ renewalOfOrderId: ORDER_ID });
      setValues({ renewalOfOrderId: '' });
      expect(() => setValues({ renewalOfOrderId: 'ORD-2026-000123' })).toThrow();
      expect(useBuyPlanFlow.getState().values).toEqual({ renewalOfOrderId: '' });
    });

    it('carries a version 2 draft over as it is, a payment awaiting its answer included (sent without photos, it stays at the payment)', async () => {
      expect(BUY_PLAN_FLOW_VERSION).toBe(5);
      const values = { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'PREPAID', paymentMethod: 'WALLET', idempotencyKey: IDEMPOTENCY_KEY, awaitingAnswer: true };
      storeVersion(2, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'payment', completedSteps: ['customer-device', 'plan', 'photos'], values, recoveredFromCorruptData: false });
      expect(useBuyPlanFlow.getState().values).not.toHaveProperty('renewalOfOrderId');
      expect(JSON.parse(localStorage.getItem(BUY_PLAN_FLOW_KEY) ?? 'null')).toMatchObject({ version: 5, state: { values } });
    });

    it('carries a version 3 card sale over without anything card-like (the first version’s card form), and a gateway payment after it', async () => {
      const values = { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'PREPAID', paymentMethod: 'CARD', idempotencyKey: IDEMPOTENCY_KEY, awaitingAnswer: true };
      storeVersion(3, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values: { ...values, cardNumber: '4084 0840 8408 4081', cardExpiry: '12/29', cardCvv: '123' } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'payment', values, recoveredFromCorruptData: false });
      expect(localStorage.getItem(BUY_PLAN_FLOW_KEY)).not.toMatch(/4084|cardNumber|cardCvv|12\/29/);

      const payment = { paymentId: ORDER_ID, method: 'TRANSFER' as const };
      useBuyPlanFlow.getState().setValues({ paymentMethod: 'TRANSFER', awaitingAnswer: false, payment });
      expect(JSON.parse(localStorage.getItem(BUY_PLAN_FLOW_KEY) ?? 'null')).toMatchObject({ version: 5, state: { values: { payment } } });
      expect(() => useBuyPlanFlow.getState().setValues({ payment: { paymentId: 'nope', method: 'TRANSFER' } })).toThrow();
      expect(() => useBuyPlanFlow.getState().setValues({ payment: { paymentId: ORDER_ID, method: 'WALLET' as 'CARD' } })).toThrow();
    });

    it('starts afresh with the notice when a stored gateway payment is corrupt, never a crash', async () => {
      storeVersion(5, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values: { payment: { paymentId: 42, method: 'CARD' } } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', values: {}, recoveredFromCorruptData: true });
    });

    it('carries a finished version 2 sale over (no renewal on it)', async () => {
      const sold = { orderId: ORDER_ID, reference: 'ORD-2026-000123', policyNumber: 'SUN-2026-000456', verificationCode: 'Zm9vYmFy', billing: 'PREPAID', startsOn: '2026-11-23', endsOn: '2027-11-22', premiumKobo: 600_000, instalmentKobo: null, instalments: 1, amountPaidKobo: 600_000, commissionKobo: 60_000, walletBalanceKobo: 100 };
      storeVersion(2, { currentStep: 'done', completedSteps: ['customer-device', 'plan', 'payment'], values: { sold } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'done', values: { sold }, recoveredFromCorruptData: false });
    });

    it('brings a version 4 draft waiting at the payment back to the photos of the phone, every value kept', async () => {
      const values = { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'PREPAID', paymentMethod: 'WALLET', renewalOfOrderId: '', idempotencyKey: IDEMPOTENCY_KEY };
      storeVersion(4, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values });
      await useBuyPlanFlow.persist.rehydrate();
      // The stored step stays; the wizard shows the first one not completed: the photos.
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values, recoveredFromCorruptData: false });
      expect(shownStep(BUY_PLAN_STEPS, useBuyPlanFlow.getState().currentStep, useBuyPlanFlow.getState().completedSteps)).toBe('photos');
      expect(useBuyPlanFlow.getState().values).not.toHaveProperty('inspection');
      expect(JSON.parse(localStorage.getItem(BUY_PLAN_FLOW_KEY) ?? 'null')).toMatchObject({ version: 5 });
    });

    it('keeps a version 4 payment awaiting its answer at the payment (sent without photos, it is settled first)', async () => {
      const values = { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'PREPAID', paymentMethod: 'WALLET', awaitingAnswer: true, idempotencyKey: IDEMPOTENCY_KEY };
      storeVersion(4, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'payment', completedSteps: ['customer-device', 'plan', 'photos'], values, recoveredFromCorruptData: false });
    });

    it.each([
      ['a renewal (its photos step shows as its payment: it needs none)', { renewalOfOrderId: ORDER_ID }],
      ['a gateway payment waited on (paid another way, it needs them)', { payment: { paymentId: ORDER_ID, method: 'TRANSFER' } }],
    ])('brings a version 4 draft of %s to the photos step', async (_label, extra) => {
      const values = { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: PLAN_ID, billing: 'PREPAID', paymentMethod: 'WALLET', ...extra };
      storeVersion(4, { currentStep: 'payment', completedSteps: ['customer-device', 'plan'], values });
      await useBuyPlanFlow.persist.rehydrate();
      const { currentStep, completedSteps } = useBuyPlanFlow.getState();
      expect(useBuyPlanFlow.getState()).toMatchObject({ completedSteps: ['customer-device', 'plan'], values, recoveredFromCorruptData: false });
      expect(shownStep(BUY_PLAN_STEPS, currentStep, completedSteps)).toBe('photos');
    });

    it('keeps a version 4 draft before its plan as it is', async () => {
      storeVersion(4, { currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
    });

    it('keeps the photos of the phone: their slots, the device and each evidence id, and what the plan needs', () => {
      const inspection = { slotsId: IDEMPOTENCY_KEY, deviceId: DEVICE_ID, evidence: { DEVICE_FRONT: ORDER_ID, IMEI_SCREEN: PLAN_ID } };
      const planPhotos = { planId: PLAN_ID, kinds: ['DEVICE_FRONT' as const, 'IMEI_SCREEN' as const] };
      const { setValues } = useBuyPlanFlow.getState();
      setValues({ inspection, planPhotos });
      expect(useBuyPlanFlow.getState().values).toEqual({ inspection, planPhotos });
      expect(() => setValues({ inspection: { ...inspection, evidence: { DEVICE_BACK: 'photo.jpg' } } })).toThrow();
      expect(() => setValues({ inspection: { ...inspection, evidence: { DAMAGE: ORDER_ID } as object } })).not.toThrow();
      expect(useBuyPlanFlow.getState().values.inspection?.evidence).toEqual({});
      expect(() => setValues({ inspection: { slotsId: 'sale-1', deviceId: DEVICE_ID, evidence: {} } })).toThrow();
      expect(() => setValues({ planPhotos: { planId: PLAN_ID, kinds: ['DAMAGE' as 'DEVICE_FRONT'] } })).toThrow();
    });

    it('calls an unreadable version 2 draft corrupt, and starts version 1 drafts afresh without a notice', async () => {
      storeVersion(2, { currentStep: 'payment', completedSteps: [], values: { billing: 'YEARLY' } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', values: {}, recoveredFromCorruptData: true });

      storeVersion(1, { currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID } });
      await useBuyPlanFlow.persist.rehydrate();
      expect(useBuyPlanFlow.getState()).toMatchObject({ currentStep: 'customer-device', completedSteps: [], values: {}, recoveredFromCorruptData: false });
    });
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
