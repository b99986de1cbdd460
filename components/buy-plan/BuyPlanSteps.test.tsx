import { screen, waitFor, within } from '@testing-library/react';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { GetCustomers } from '@/components/customers/customerListQuery';
import { PURCHASE_DATE_MESSAGES } from '@/lib/validation';
import { BUY_PLAN_MESSAGES } from '@/lib/actions/buyPlan';
import {
  atPayment,
  COVERED_DEVICE_ID,
  CUSTOMER_ID,
  customerRow,
  dataMocks,
  DEVICE_ID,
  freshPageLoad,
  mockRouter,
  next,
  OLD_DEVICE_ID,
  renderBuyPlan,
  stepHeading,
  storedFlow,
  THEFT_PLAN_ID,
  TOTAL_CARE_ID,
} from './buyPlanTestKit';
import { LINK_MESSAGES } from './useBuyPlanLink';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));

beforeEach(() => freshPageLoad());

const deviceRadio = (name: RegExp) => screen.getByRole('radio', { name });

describe('step 1: customer and device', () => {
  it('offers the newest customers the server found at once, and asks the data service only for a search', async () => {
    const matching = (text: string) => (vars: Record<string, unknown>) => JSON.stringify(vars.where) === JSON.stringify(customerSearchWhere(text));
    const newest = jest.fn(() => ({ data: { customer: [], customer_aggregate: { __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count: 0 } } } }));
    const { user } = renderBuyPlan(
      [
        { request: { query: GetCustomers, variables: matching('') }, result: newest, maxUsageCount: Number.POSITIVE_INFINITY },
        { request: { query: GetCustomers, variables: matching('Ada') }, result: { data: { customer: [], customer_aggregate: { __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count: 0 } } } } },
      ],
      { newestCustomers: { kind: 'page', q: '', page: 1, filters: {}, rows: [customerRow], total: 1 } },
    );
    expect(await screen.findByRole('button', { name: "Choose Ngozi O'Brien" })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search your customers'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No customers match “Ada”.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search your customers'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('button', { name: "Choose Ngozi O'Brien" })).toBeInTheDocument();
    expect(newest).not.toHaveBeenCalled();
  });

  it('offers the agent’s customers, then their devices: those that cannot get a plan shown with the reason, not choosable', async () => {
    const { user } = renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Customer & device', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Onboard them first' })).toHaveAttribute('href', '/account/onboarding');

    await user.click(await screen.findByRole('button', { name: "Choose Ngozi O'Brien" }));
    const group = await screen.findByRole('group', { name: 'Choose the device to cover' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(deviceRadio(/Tecno Camon 20/)).toBeEnabled();
    expect(deviceRadio(/Samsung Galaxy A15/)).toBeDisabled();
    expect(deviceRadio(/Samsung Galaxy A15/)).toHaveAccessibleDescription(/It has an active plan \(Total Care\) until/);
    expect(deviceRadio(/Infinix Hot 12/)).toBeDisabled();
    expect(deviceRadio(/Infinix Hot 12/)).toHaveAccessibleDescription(new RegExp(PURCHASE_DATE_MESSAGES.outsidePlanWindow.replace(/[()]/g, '\\$&')));
  });

  it('asks for a customer, then a device, before moving on', async () => {
    const { user } = renderBuyPlan(dataMocks());
    await screen.findByRole('button', { name: "Choose Ngozi O'Brien" });
    await next(user);
    expect(await screen.findByText(BUY_PLAN_MESSAGES.customer)).toBeInTheDocument();
    expect(screen.getByLabelText('Search your customers')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: "Choose Ngozi O'Brien" }));
    await screen.findByRole('group', { name: 'Choose the device to cover' });
    await next(user);
    expect(await screen.findByText(BUY_PLAN_MESSAGES.device)).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Customer & device');

    await user.click(deviceRadio(/Tecno Camon 20/));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toHaveFocus();
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
  });

  it('keeps the choices as they are made, so a reload finds them', async () => {
    const { user } = renderBuyPlan(dataMocks());
    await user.click(await screen.findByRole('button', { name: "Choose Ngozi O'Brien" }));
    await user.click(await screen.findByRole('radio', { name: /Tecno Camon 20/ }));
    await waitFor(() => expect(storedFlow()?.state.values).toMatchObject({ customerId: CUSTOMER_ID, deviceId: DEVICE_ID }));
  });
});

describe('a link that pre-fills the sale', () => {
  it('skips the step a customer and an eligible device settle, and drops the ids from the URL', async () => {
    freshPageLoad(undefined, { customer: CUSTOMER_ID, device: DEVICE_ID });
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalledWith('/account/buy-plan', undefined, { shallow: true });
  });

  it('skips the plan step too when the link names a plan on sale, up to the photos of the phone', async () => {
    freshPageLoad(undefined, { customer: CUSTOMER_ID, device: DEVICE_ID, plan: THEFT_PLAN_ID });
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(storedFlow()?.state.values).toMatchObject({ planId: THEFT_PLAN_ID, planPhotos: { planId: THEFT_PLAN_ID, kinds: ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] } });
  });

  it.each([
    ['a device with an active plan', { customer: CUSTOMER_ID, device: COVERED_DEVICE_ID }, /It has an active plan \(Total Care\)/],
    ['a device too old for a plan', { customer: CUSTOMER_ID, device: OLD_DEVICE_ID }, /bought more than 12 months ago/],
    ['a device of someone else', { customer: CUSTOMER_ID, device: '30000000-0000-4000-8000-000000000099' }, LINK_MESSAGES.deviceNotFound],
    ['a malformed device id', { customer: CUSTOMER_ID, device: 'not-an-id' }, LINK_MESSAGES.deviceNotFound],
  ])('stays on step 1 and says why for %s', async (_label, query, message) => {
    freshPageLoad(undefined, query);
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(stepHeading()).toHaveTextContent('Customer & device');
    expect(await screen.findByRole('radio', { name: /Tecno Camon 20/ })).not.toBeChecked();
  });

  it('says so for a customer who is not the agent’s, and offers the search', async () => {
    freshPageLoad(undefined, { customer: CUSTOMER_ID, device: DEVICE_ID });
    renderBuyPlan(dataMocks({ customer: null }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_MESSAGES.customerNotFound);
    expect(await screen.findByLabelText('Search your customers')).toBeInTheDocument();
  });

  it('starts a fresh sale for a link to another device than the stored sale’s, without its photos', async () => {
    freshPageLoad(atPayment({ deviceId: OLD_DEVICE_ID, paymentMethod: 'WALLET' }), { customer: CUSTOMER_ID, device: DEVICE_ID, plan: TOTAL_CARE_ID });
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: /^Back/ })).not.toHaveTextContent('Sent');
    const { values } = storedFlow()!.state;
    expect(values).toMatchObject({ deviceId: DEVICE_ID, planId: TOTAL_CARE_ID });
    expect(values).not.toHaveProperty('paymentMethod', 'WALLET');
    expect(values.inspection).toMatchObject({ deviceId: DEVICE_ID, evidence: {} });
  });

  it('keeps a sale awaiting its payment’s answer instead of opening the link', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: '0f8fad5b-d9cb-469f-a165-70867728950e', awaitingAnswer: true }), {
      customer: CUSTOMER_ID,
      device: COVERED_DEVICE_ID,
    });
    renderBuyPlan(dataMocks());
    expect(await screen.findByText(LINK_MESSAGES.saleAwaitingAnswer)).toBeInTheDocument();
    expect(storedFlow()?.state.values.deviceId).toBe(DEVICE_ID);
  });
});

describe('step 2: plan', () => {
  function atPlan() {
    freshPageLoad({ currentStep: 'plan', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
  }

  it('shows each plan as the service priced it: covers, claims, excesses, cover dates and price', async () => {
    atPlan();
    renderBuyPlan(dataMocks());
    const theft = await screen.findByRole('radio', { name: /Total Care \+ Theft/ });
    expect(theft).toHaveAccessibleName(/₦15,000 for 12 months/);
    const card = theft.closest('label') as HTMLElement;
    expect(within(card).getByRole('list', { name: 'Covers' })).toHaveTextContent(/Screen damage.*Liquid damage.*Hardware fault.*Theft/);
    expect(card).toHaveTextContent('2 claims per cover term · excess ₦5,000 per claim');
    expect(card).toHaveTextContent('Theft excess ₦15,000');
    expect(card).toHaveTextContent(/Cover from .+ to .+/);
    expect(card).toHaveTextContent('Or ₦1,375 a month (₦16,500 in all)');
  });

  it('offers paying monthly with the quoted instalment where the partner allows it', async () => {
    atPlan();
    const { user } = renderBuyPlan(dataMocks());
    await user.click(await screen.findByRole('radio', { name: /^Total Care ₦/ }));
    expect(screen.getByRole('radio', { name: 'Pay once (prepaid)' })).toBeChecked();
    const monthly = screen.getByRole('radio', { name: 'Pay monthly (postpaid)' });
    expect(monthly).toHaveAccessibleDescription('₦963 now, then ₦963 a month: 12 instalments, ₦11,556 in all');
  });

  it('does not offer paying monthly at all for a partner without postpaid plans', async () => {
    atPlan();
    renderBuyPlan(dataMocks({ allowPostpaid: false }), { allowPostpaid: false });
    await screen.findByRole('radio', { name: /^Total Care ₦/ });
    expect(screen.getByRole('radio', { name: 'Pay once (prepaid)' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay monthly/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/a month/)).not.toBeInTheDocument();
  });

  it('asks for a plan before moving on, then keeps plan and billing', async () => {
    atPlan();
    const { user } = renderBuyPlan(dataMocks());
    await screen.findByRole('radio', { name: /^Total Care ₦/ });
    await next(user);
    expect(await screen.findByText(BUY_PLAN_MESSAGES.plan)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Total Care ₦/ }));
    await user.click(screen.getByRole('radio', { name: 'Pay monthly (postpaid)' }));
    await next(user);
    expect(await screen.findByRole('heading', { name: 'Photos of the phone', level: 2 })).toHaveFocus();
    expect(storedFlow()?.state.values).toMatchObject({ planId: TOTAL_CARE_ID, billing: 'POSTPAID', planPhotos: { planId: TOTAL_CARE_ID, kinds: ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] } });
  });
});

describe('a stored sale', () => {
  it('resumes at its step with every choice after a reload', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'WALLET', billing: 'POSTPAID' }));
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Payment', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Agent wallet/ })).toBeChecked();
    expect(await screen.findByText('Monthly: 12 instalments of ₦963 (₦11,556 in all)')).toBeInTheDocument();
    expect(payButton()).toHaveTextContent('Pay ₦963');
  });

  it('never resumes past the first step not completed', async () => {
    freshPageLoad({ currentStep: 'payment', completedSteps: ['customer-device'], values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID } });
    renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Plan', level: 2 })).toBeInTheDocument();
  });

  it('starts afresh, with a notice, when the stored data is corrupt', async () => {
    freshPageLoad('{"state": {"currentStep": "payment", "values": {"billing": "YEARLY"}}, "version": 2}');
    const { user } = renderBuyPlan(dataMocks());
    expect(await screen.findByText('The saved sale could not be read, so a new one was started.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Customer & device');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });
});

function payButton() {
  return screen.getByRole('button', { name: /^Pay/ });
}
