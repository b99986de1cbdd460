import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedUrlQuery } from 'node:querystring';
import { customerSearchWhere } from '@/lib/search/customerSearch';
import { GetCustomers, type CustomerRow } from '@/components/customers/customerListQuery';
import { PartnerContext } from '@/components/partner/PartnerContext';
import type { Partner } from '@/components/partner/getPartnerByCode';
import { AccountSessionContext } from '@/components/shell/AccountSessionContext';
import { BUY_PLAN_FLOW_KEY, BUY_PLAN_FLOW_VERSION, useBuyPlanFlow, type BuyPlanStep, type BuyPlanValues, type SaleInspection } from '@/lib/flows/buyPlanFlow';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { addDays, addMonths, lagosToday } from '@/lib/validation';
import { BuyPlan } from './buyPlan';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { toBuyPlanVariables } from './buyPlanVariables';
import { BuyPlanView } from './BuyPlanView';
import { FindSaleByKey } from './findSaleByKey';
import { GetRenewedOrder, type RenewedOrder } from './getRenewedOrder';
import { GetSaleCustomer, type SaleCustomer, type SaleDevice } from './getSaleCustomer';
import { GetWalletBalance } from './getWalletBalance';
import { GetPaymentStatus } from '@/components/payments/getPaymentStatus';
import type { PaymentMethod } from '@/lib/domain/payments';
import { QuotePlan, quoteVariables, type PlanQuote } from './quotePlan';

/** Test helpers for the buy-plan screens (not a test file itself). */

export const today = lagosToday();
export const AGENT_ID = '10000000-0000-4000-8000-000000000001';
export const CUSTOMER_ID = '20000000-0000-4000-8000-000000000001';
export const OTHER_CUSTOMER_ID = '20000000-0000-4000-8000-000000000002';
export const DEVICE_ID = '30000000-0000-4000-8000-000000000001';
export const COVERED_DEVICE_ID = '30000000-0000-4000-8000-000000000002';
export const OLD_DEVICE_ID = '30000000-0000-4000-8000-000000000003';
export const SCREEN_GUARD_ID = '40000000-0000-4000-8000-000000000001';
export const TOTAL_CARE_ID = '40000000-0000-4000-8000-000000000002';
export const THEFT_PLAN_ID = '40000000-0000-4000-8000-000000000003';
export const ORDER_ID = '50000000-0000-4000-8000-000000000001';
/** The Samsung's active Total Care order: the one a renewal renews. */
export const RENEWED_ORDER_ID = '60000000-0000-4000-8000-000000000001';
const RENEWED_ENDS_ON = addDays(addMonths(today, 10), -1);
/** What APP_PUBLIC_URL gives the page: a sold card's public link is built on it. */
export const PUBLIC_ORIGIN = 'https://agents.sunline.ng';
export const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const NEW_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** The sale's photo slots (`sale:<SLOTS_ID>:<kind>`) and the evidence ids the service gave its three photos. */
export const SLOTS_ID = '80000000-0000-4000-8000-000000000001';
export const FRONT_PHOTO_ID = '81000000-0000-4000-8000-000000000001';
export const BACK_PHOTO_ID = '81000000-0000-4000-8000-000000000002';
export const IMEI_PHOTO_ID = '81000000-0000-4000-8000-000000000003';
export const PHOTO_IDS = [FRONT_PHOTO_ID, BACK_PHOTO_ID, IMEI_PHOTO_ID];
export const ALL_PHOTOS = ['DEVICE_FRONT', 'DEVICE_BACK', 'IMEI_SCREEN'] as const;

/** The three inspection photos of `deviceId`, all sent. */
export const inspectionOf = (deviceId = DEVICE_ID, evidence: SaleInspection['evidence'] = { DEVICE_FRONT: FRONT_PHOTO_ID, DEVICE_BACK: BACK_PHOTO_ID, IMEI_SCREEN: IMEI_PHOTO_ID }): SaleInspection => ({
  slotsId: SLOTS_ID,
  deviceId,
  evidence,
});

export const mockRouter = createMockRouter('/account/buy-plan');

export const partner = (allowPostpaid: boolean): Partner => ({
  __typename: 'partner',
  id: '90000000-0000-4000-8000-000000000001',
  code: 'SUNLINE-NG',
  allow_postpaid_plan: allowPostpaid,
});

export const customerRow: CustomerRow = {
  __typename: 'customer',
  id: CUSTOMER_ID,
  first_name: 'Ngozi',
  last_name: "O'Brien",
  phone: '+2348031234567',
  created_at: '2026-11-01T09:00:00Z',
  devices_aggregate: { __typename: 'device_aggregate', aggregate: { __typename: 'device_aggregate_fields', count: 3 } },
};

const device = (id: string, extra: Partial<SaleDevice>): SaleDevice => ({
  __typename: 'device',
  id,
  brand: 'Tecno',
  model: 'Camon 20',
  imei: '490154203237518',
  purchase_price_kobo: 15_000_000,
  purchase_date: addMonths(today, -1),
  plan_orders: [],
  ...extra,
});

export const saleCustomer: SaleCustomer = {
  __typename: 'customer',
  id: CUSTOMER_ID,
  first_name: 'Ngozi',
  last_name: "O'Brien",
  phone: '+2348031234567',
  devices: [
    device(DEVICE_ID, {}),
    device(COVERED_DEVICE_ID, {
      brand: 'Samsung',
      model: 'Galaxy A15',
      plan_orders: [
        { __typename: 'plan_order', id: RENEWED_ORDER_ID, status: 'ACTIVE', starts_on: addMonths(today, -2), ends_on: RENEWED_ENDS_ON, plan: { __typename: 'plan', id: TOTAL_CARE_ID, name: 'Total Care' } },
      ],
    }),
    device(OLD_DEVICE_ID, { brand: 'Infinix', model: 'Hot 12', purchase_date: addMonths(today, -20) }),
  ],
};

const quote = (id: string, name: string, extra: Partial<PlanQuote>): PlanQuote => ({
  __typename: 'plan_quote',
  plan_id: id,
  code: name.toUpperCase().replace(/\W+/g, '_'),
  name,
  description: `${name} for the device.`,
  covers: ['SCREEN'],
  term_months: 12,
  claims_per_term: 1,
  prepaid_premium_kobo: 600_000,
  postpaid_instalment_kobo: 55_000,
  postpaid_instalments: 12,
  postpaid_total_kobo: 660_000,
  excess_kobo: 250_000,
  theft_excess_kobo: null,
  starts_on: today,
  ends_on: addDays(addMonths(today, 12), -1),
  inspection_photos: [...ALL_PHOTOS],
  ...extra,
});

export const quotes = (allowPostpaid = true): PlanQuote[] =>
  [
    quote(SCREEN_GUARD_ID, 'Screen Guard', {}),
    quote(TOTAL_CARE_ID, 'Total Care', { covers: ['SCREEN', 'LIQUID', 'HARDWARE'], claims_per_term: 2, prepaid_premium_kobo: 1_050_000, postpaid_instalment_kobo: 96_300, postpaid_total_kobo: 1_155_600, excess_kobo: 500_000 }),
    quote(THEFT_PLAN_ID, 'Total Care + Theft', { covers: ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'], claims_per_term: 2, prepaid_premium_kobo: 1_500_000, postpaid_instalment_kobo: 137_500, postpaid_total_kobo: 1_650_000, excess_kobo: 500_000, theft_excess_kobo: 1_500_000 }),
  ].map((q) => (allowPostpaid ? q : { ...q, postpaid_instalment_kobo: null, postpaid_instalments: null, postpaid_total_kobo: null }));

export const renewedOrder: RenewedOrder = {
  __typename: 'plan_order',
  id: RENEWED_ORDER_ID,
  device_id: COVERED_DEVICE_ID,
  reference: 'ORD-2026-000042',
  policy_number: 'SUN-2026-000042',
  status: 'ACTIVE',
  starts_on: addMonths(today, -2),
  ends_on: RENEWED_ENDS_ON,
  plan: { __typename: 'plan', id: TOTAL_CARE_ID, name: 'Total Care' },
};

/** A renewal's cover: from the day after the renewed plan ends, for 12 months. */
export const RENEWAL_STARTS_ON = addDays(RENEWED_ENDS_ON, 1);
export const RENEWAL_ENDS_ON = addDays(addMonths(RENEWAL_STARTS_ON, 12), -1);

/**
 * The renewed order as the service gives it (null: not the agent's), and the Samsung's quotes for its
 * renewal (or the service's `refusal` of it). `quote` is a jest mock so the quote's requests can be counted.
 */
export function renewalMocks({ order = renewedOrder as RenewedOrder | null, refusal }: { order?: RenewedOrder | null; refusal?: ReturnType<typeof refused> } = {}) {
  // A renewal needs no photos: the phone was inspected at its first sale.
  const quote = jest.fn(() => refusal ?? { data: { quote_plan: quotes().map((q) => ({ ...q, starts_on: RENEWAL_STARTS_ON, ends_on: RENEWAL_ENDS_ON, inspection_photos: [] })) } });
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: GetRenewedOrder, variables: { id: RENEWED_ORDER_ID } }, result: { data: { plan_order_by_pk: order } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: QuotePlan, variables: quoteVariables(COVERED_DEVICE_ID, RENEWED_ORDER_ID) }, result: quote, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  return { mocks, quote };
}

/** The sale the service records for a Total Care plan paid once: what both `buy_plan` and the order say. */
const SALE = {
  reference: 'ORD-2026-000123',
  policy_number: 'SUN-2026-000456',
  verification_code: 'aaVXHnNEROa808-zhsRu3g',
  billing: 'PREPAID',
  premium_kobo: 1_050_000,
  instalment_kobo: null,
  instalments: 1,
  amount_paid_kobo: 1_050_000,
  commission_kobo: 105_000,
  starts_on: today,
  ends_on: addDays(addMonths(today, 12), -1),
};
const BALANCE_AFTER_SALE_KOBO = 19_055_000;

export const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';
export const CHECKOUT_URL = 'http://localhost:18190/checkout/ref_abc123';

/** A `payment_state` as the service answers it; PENDING by default, with what the customer does for `method`. */
export function paymentState(method: PaymentMethod, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'payment_state',
    payment_id: PAYMENT_ID,
    reference: 'PAY-2026-000077',
    purpose: 'PLAN_PURCHASE',
    method,
    status: method === 'WALLET' ? 'SUCCEEDED' : 'PENDING',
    amount_kobo: 1_050_000,
    refunded_kobo: 0,
    channel: null,
    gateway_reference: null,
    checkout_url: method === 'CARD' ? CHECKOUT_URL : null,
    transfer:
      method === 'TRANSFER'
        ? { __typename: 'transfer_account', account_number: '9912345678', account_name: 'Paystack Checkout / Sunline', bank_name: 'Wema Bank', amount_kobo: 1_050_000, expires_at: '2026-11-27T22:30:00Z' }
        : null,
    ussd_code: method === 'USSD' ? '*737*000*1234#' : null,
    failure_reason: null,
    card_last4: null,
    order_id: ORDER_ID,
    order_status: method === 'WALLET' ? 'ACTIVE' : 'PENDING_PAYMENT',
    wallet_balance_kobo: null,
    updated_at: '2026-11-27T22:00:00Z',
    ...extra,
  };
}

export const soldAnswer = (extra: Record<string, unknown> = {}) => ({
  data: {
    buy_plan: {
      __typename: 'buy_plan_output',
      order_id: ORDER_ID,
      ...SALE,
      wallet_balance_kobo: BALANCE_AFTER_SALE_KOBO,
      status: 'ACTIVE',
      payment: paymentState('WALLET'),
      ...extra,
    },
  },
});

/** `buy_plan`'s answer for a gateway payment: the order PENDING_PAYMENT, the payment pending with what the customer does. */
export const pendingAnswer = (method: Exclude<PaymentMethod, 'WALLET'>) =>
  soldAnswer({ status: 'PENDING_PAYMENT', amount_paid_kobo: 0, commission_kobo: 0, payment: paymentState(method) });

/** `payment_status` answering `states` one after another (the last one again and again). */
export function paymentStatusMock(states: unknown[]): MockLink.MockedResponse & { result: jest.Mock } {
  let asked = 0;
  const result = jest.fn(() => ({ data: { payment_status: states[Math.min(asked++, states.length - 1)] } }));
  return { request: { query: GetPaymentStatus, variables: { paymentId: PAYMENT_ID } }, result, maxUsageCount: Number.POSITIVE_INFINITY } as MockLink.MockedResponse & { result: jest.Mock };
}

export const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

/** The step-1 list without a search, the customer, the quotes and the wallet: each answered as often as asked. */
export function dataMocks({ allowPostpaid = true, balanceKobo = 20_000_000, customer = saleCustomer as SaleCustomer | null } = {}): MockLink.MockedResponse[] {
  const where = customerSearchWhere('');
  return [
    {
      request: { query: GetCustomers, variables: (vars: Record<string, unknown>) => JSON.stringify(vars.where) === JSON.stringify(where) },
      result: { data: { customer: [customerRow], customer_aggregate: { __typename: 'customer_aggregate', aggregate: { __typename: 'customer_aggregate_fields', count: 1 } } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    { request: { query: GetSaleCustomer, variables: { id: CUSTOMER_ID } }, result: { data: { customer_by_pk: customer } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: QuotePlan, variables: { deviceId: DEVICE_ID } }, result: { data: { quote_plan: quotes(allowPostpaid) } }, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: GetWalletBalance, variables: { id: AGENT_ID } },
      result: { data: { agent_by_pk: { __typename: 'agent', id: AGENT_ID, wallet_balance_kobo: balanceKobo } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** The form's values of a complete sale (Total Care, prepaid) paid `by`. */
export function saleValues(by: PaymentMethod, extra: Partial<BuyPlanFormValues> = {}): BuyPlanFormValues {
  return {
    customerSearch: '',
    customerId: CUSTOMER_ID,
    deviceId: DEVICE_ID,
    planId: TOTAL_CARE_ID,
    billing: 'PREPAID',
    paymentMethod: by,
    ussdBank: by === 'USSD' ? 'GTBANK' : '',
    renewalOfOrderId: '',
    ...extra,
  };
}

/**
 * A `buy_plan` mock for these values under `key`, with the sale's photos (`atPayment`'s three; none for a
 * renewal), its result a jest mock so calls can be counted.
 */
export function buyMock(
  result: () => unknown,
  values: BuyPlanFormValues,
  key = KEY,
  delay = 20,
  photoIds: readonly string[] = values.renewalOfOrderId === '' ? PHOTO_IDS : [],
): MockLink.MockedResponse & { result: jest.Mock } {
  return { request: { query: BuyPlan, variables: toBuyPlanVariables(values, key, photoIds) }, result: jest.fn(result) as jest.Mock, delay, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function lookupMock(found: boolean, key = KEY, { status = 'ACTIVE', payments = [] as unknown[] } = {}): MockLink.MockedResponse {
  const order = { __typename: 'plan_order', id: ORDER_ID, status, ...SALE, renewal_of: null, agent: { __typename: 'agent', id: AGENT_ID, wallet_balance_kobo: BALANCE_AFTER_SALE_KOBO }, payments };
  return { request: { query: FindSaleByKey, variables: { key } }, result: { data: { plan_order: found ? [order] : [] } } };
}

type StoredFlow = { currentStep: BuyPlanStep; completedSteps: BuyPlanStep[]; values: Partial<BuyPlanValues> };

/** The flow as a fresh page load finds it: nothing in memory, `stored` (if any) in local storage. */
export function freshPageLoad(stored?: StoredFlow | string, query: ParsedUrlQuery = {}) {
  useBuyPlanFlow.setState({ currentStep: 'customer-device', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  mockRouter.query = query;
  mockRouter.replace.mockClear();
  if (typeof stored === 'string') localStorage.setItem(BUY_PLAN_FLOW_KEY, stored);
  else if (stored) localStorage.setItem(BUY_PLAN_FLOW_KEY, JSON.stringify({ state: stored, version: BUY_PLAN_FLOW_VERSION }));
}

/** A stored flow at the payment step of the sale `values` describe, its three photos sent (none in a renewal). */
export function atPayment(values: Partial<BuyPlanValues> = {}): StoredFlow {
  const deviceId = values.deviceId ?? DEVICE_ID;
  const photos = values.renewalOfOrderId ? {} : { planPhotos: { planId: TOTAL_CARE_ID, kinds: [...ALL_PHOTOS] }, inspection: inspectionOf(deviceId) };
  return {
    currentStep: 'payment',
    completedSteps: ['customer-device', 'plan', 'photos'],
    values: { customerId: CUSTOMER_ID, deviceId: DEVICE_ID, planId: TOTAL_CARE_ID, billing: 'PREPAID', ...photos, ...values },
  };
}

/** A stored flow at the photos step of a Total Care sale of the Tecno, with the photos `evidence` sent. */
export function atPhotos(evidence: SaleInspection['evidence'] = {}, values: Partial<BuyPlanValues> = {}): StoredFlow {
  return {
    currentStep: 'photos',
    completedSteps: ['customer-device', 'plan'],
    values: {
      customerId: CUSTOMER_ID,
      deviceId: DEVICE_ID,
      planId: TOTAL_CARE_ID,
      billing: 'PREPAID',
      planPhotos: { planId: TOTAL_CARE_ID, kinds: [...ALL_PHOTOS] },
      inspection: inspectionOf(DEVICE_ID, evidence),
      ...values,
    },
  };
}

export function storedFlow(): { state: StoredFlow; version: number } | null {
  const raw = localStorage.getItem(BUY_PLAN_FLOW_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/**
 * The wizard as the page renders it; `newestCustomers`: the first step's customers as the server found them
 * (by default it had no answer, so the browser asks).
 */
export function renderBuyPlan(
  mocks: MockLink.MockedResponse[],
  { allowPostpaid = true, newestCustomers }: { allowPostpaid?: boolean; newestCustomers?: ServerListPage<CustomerRow> } = {},
) {
  const user = userEvent.setup();
  const view = renderWithChakra(
    <MockedApollo mocks={mocks}>
      <PartnerContext.Provider value={partner(allowPostpaid)}>
        <AccountSessionContext.Provider value={{ agentId: AGENT_ID, agent: null }}>
          <BuyPlanView newestCustomers={newestCustomers} publicOrigin={PUBLIC_ORIGIN} />
        </AccountSessionContext.Provider>
      </PartnerContext.Provider>
    </MockedApollo>,
  );
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

export const stepHeading = () => screen.getByRole('heading', { level: 2 });
export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
export const payButton = () => screen.getByRole('button', { name: /^Pay/ });
