import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@/lib/format/date';
import {
  atPayment,
  buyMock,
  COVERED_DEVICE_ID,
  CUSTOMER_ID,
  dataMocks,
  DEVICE_ID,
  freshPageLoad,
  KEY,
  mockRouter,
  next,
  payButton,
  refused,
  RENEWAL_ENDS_ON,
  RENEWAL_STARTS_ON,
  RENEWED_ORDER_ID,
  renewalMocks,
  renewedOrder,
  renderBuyPlan,
  saleValues,
  soldAnswer,
  stepHeading,
  storedFlow,
} from './buyPlanTestKit';
import { buyPlanUrl } from './urls';
import { LINK_MESSAGES } from './useBuyPlanLink';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));
// Whether the photos step's code (the camera, the uploads) was loaded at all.
const mockPhotosStepLoaded = jest.fn();
jest.mock('./PhotosStep', () => {
  mockPhotosStepLoaded();
  return jest.requireActual<typeof import('./PhotosStep')>('./PhotosStep');
});

beforeEach(() => freshPageLoad());
afterEach(() => jest.restoreAllMocks());

const RENEWAL_LINK = { customer: CUSTOMER_ID, device: COVERED_DEVICE_ID, renewal: RENEWED_ORDER_ID };
const samsung = () => screen.findByRole('radio', { name: /Samsung Galaxy A15/ });
const renewalLine = `Renewal of SUN-2026-000042 (Total Care), ends ${formatDate(renewedOrder.ends_on)}`;
const coverDates = `${formatDate(RENEWAL_STARTS_ON)} to ${formatDate(RENEWAL_ENDS_ON)}`;

describe('a renewal link', () => {
  it('is the wizard with the customer, the device and the order renewed', () => {
    expect(buyPlanUrl(RENEWAL_LINK)).toBe(`/account/buy-plan?customer=${CUSTOMER_ID}&device=${COVERED_DEVICE_ID}&renewal=${RENEWED_ORDER_ID}`);
  });

  it('sets the renewal, settles the renewed device and quotes the renewal: its cover starts the day after the old one ends', async () => {
    freshPageLoad(undefined, RENEWAL_LINK);
    const renewal = renewalMocks();
    renderBuyPlan([...dataMocks(), ...renewal.mocks]);
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalledWith('/account/buy-plan', undefined, { shallow: true });
    expect(storedFlow()?.state.values).toMatchObject({ customerId: CUSTOMER_ID, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID });

    const notice = await screen.findByText(renewalLine);
    expect(notice.closest('[role="status"]')).toHaveTextContent(`The new cover runs from ${coverDates}.`);
    const plan = await screen.findByRole('radio', { name: /^Total Care ₦/ });
    expect(plan.closest('label')).toHaveTextContent(`Cover from ${coverDates}`);
    expect(renewal.quote).toHaveBeenCalled();
  });

  it('says so for a malformed renewal id, and leaves the device to choose', async () => {
    freshPageLoad(undefined, { ...RENEWAL_LINK, renewal: 'not-an-id' });
    renderBuyPlan([...dataMocks(), ...renewalMocks().mocks]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.renewalNotFound);
    expect(stepHeading()).toHaveTextContent('Customer & device');
    expect(await samsung()).toBeDisabled();
    expect(storedFlow()?.state.values).toMatchObject({ customerId: CUSTOMER_ID, deviceId: '', renewalOfOrderId: '' });
  });

  it('says so for an order that is not the agent’s, and leaves the device to choose', async () => {
    freshPageLoad(undefined, RENEWAL_LINK);
    renderBuyPlan([...dataMocks(), ...renewalMocks({ order: null }).mocks]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.renewalNotFound);
    expect(stepHeading()).toHaveTextContent('Customer & device');
    expect(await samsung()).toBeDisabled();
    await waitFor(() => expect(storedFlow()?.state.values).toMatchObject({ deviceId: '', renewalOfOrderId: '' }));
  });

  it('starts a fresh sale over a stored sale of another device', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'WALLET' }), RENEWAL_LINK);
    renderBuyPlan([...dataMocks(), ...renewalMocks().mocks]);
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toBeInTheDocument();
    expect(storedFlow()?.state.values).toMatchObject({ customerId: CUSTOMER_ID, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID, planId: '', paymentMethod: '' });
  });
});

describe('step 1 in a renewal', () => {
  const atStep1 = () =>
    freshPageLoad({ currentStep: 'customer-device', completedSteps: [], values: { customerId: CUSTOMER_ID, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID } });

  it('offers the renewed device although it has an active plan (the one renewed), saying so', async () => {
    atStep1();
    renderBuyPlan([...dataMocks(), ...renewalMocks().mocks]);
    const device = await samsung();
    expect(device).toBeEnabled();
    expect(device).toBeChecked();
    expect(device).toHaveAccessibleDescription(new RegExp(renewalLine.replace(/[()]/g, '\\$&')));
  });

  it('leaves the renewal when another device is chosen', async () => {
    atStep1();
    const { user } = renderBuyPlan([...dataMocks(), ...renewalMocks().mocks]);
    await samsung();
    await user.click(screen.getByRole('radio', { name: /Tecno Camon 20/ }));
    expect(await samsung()).toBeDisabled();
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toBeInTheDocument();
    expect(storedFlow()?.state.values).toMatchObject({ deviceId: DEVICE_ID, renewalOfOrderId: '' });
    expect(screen.queryByText(/Renewal of/)).not.toBeInTheDocument();
  });
});

describe('step 2 in a renewal', () => {
  it('shows the service’s refusal of the renewal', async () => {
    freshPageLoad({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID } });
    const message = 'This plan ended more than 30 days ago: sell a new plan instead';
    renderBuyPlan([...dataMocks(), ...renewalMocks({ refusal: refused(message, { code: 'renewal-not-allowed', field: 'renewal_of_order_id' }) }).mocks]);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This plan cannot be renewed.');
    expect(refusal).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Choose another device' })).toBeInTheDocument();
  });
});

describe('photos in a renewal', () => {
  it('are not asked for: from the plan straight to the payment and back, the steps without them, their code never loaded', async () => {
    freshPageLoad({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID } });
    const { user } = renderBuyPlan([...dataMocks(), ...renewalMocks().mocks]);
    await user.click(await screen.findByRole('radio', { name: /^Total Care ₦/ }));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toHaveFocus();
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Buy-plan steps' })).not.toHaveTextContent('Photos of the phone');
    expect(storedFlow()?.state.completedSteps).toEqual(['customer-device', 'plan']);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toHaveFocus();
    expect(mockPhotosStepLoaded).not.toHaveBeenCalled();
  });
});

describe('paying for a renewal', () => {
  it('sends the renewal with the sale, then shows the new cover and the order renewed', async () => {
    jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY);
    freshPageLoad(atPayment({ deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID, paymentMethod: 'WALLET' }));
    const values = saleValues('WALLET', { deviceId: COVERED_DEVICE_ID, renewalOfOrderId: RENEWED_ORDER_ID });
    const sale = buyMock(() => soldAnswer({ starts_on: RENEWAL_STARTS_ON, ends_on: RENEWAL_ENDS_ON }), values);
    const { user } = renderBuyPlan([...dataMocks(), ...renewalMocks().mocks, sale]);
    const summary = await screen.findByRole('region', { name: 'Sale summary' });
    await waitFor(() => expect(summary).toHaveTextContent('SUN-2026-000042 (Total Care)'));
    expect(summary).toHaveTextContent(coverDates);
    await screen.findByRole('button', { name: /^Pay ₦/ });

    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Plan sold', level: 1 })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledTimes(1);
    expect(screen.getByText(new RegExp(`The plan is renewed: the new cover runs from ${coverDates}`))).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Sale' });
    expect(within(done).getByText('Renewal of')).toBeInTheDocument();
    expect(done).toHaveTextContent('SUN-2026-000042');
    expect(done).toHaveTextContent(coverDates);
    expect(storedFlow()?.state.values.sold).toMatchObject({ startsOn: RENEWAL_STARTS_ON, renewalOf: { orderId: RENEWED_ORDER_ID, policyNumber: 'SUN-2026-000042' } });
  });
});
