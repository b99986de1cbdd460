import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { addDays, lagosToday } from '@/lib/validation';
import { AddDevice } from './addDevice';
import { CustomerDetailView } from './CustomerDetailView';
import { GetCustomer, type CustomerDevice, type CustomerRecord } from './getCustomer';

jest.mock('@/lib/flows/idempotencyKey', () => ({ newIdempotencyKey: jest.fn() }));
const router = { asPath: '/account/customers/6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01', replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const customerId = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';
const otherCustomerId = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';
const today = lagosToday();
const KEY_1 = '11111111-1111-4111-8111-111111111111';
const KEY_2 = '22222222-2222-4222-8222-222222222222';

const device = (id: string, extra: Partial<CustomerDevice> = {}): CustomerDevice => ({
  __typename: 'device',
  id,
  imei: '356938035643809',
  imei2: null,
  brand: 'Tecno',
  model: 'Camon 20',
  purchase_price_kobo: 15_000_000,
  purchase_date: addDays(today, -40),
  created_at: '2025-01-10T10:00:00Z',
  plan_orders: [],
  ...extra,
});

const covered = device('d0000000-0000-4000-8000-000000000001', {
  brand: 'Samsung',
  model: 'Galaxy A15',
  imei: '490154203237518',
  imei2: '356938035643817',
  plan_orders: [
    {
      __typename: 'plan_order',
      id: 'o-1',
      status: 'ACTIVE',
      starts_on: addDays(today, -100),
      ends_on: addDays(today, 30),
      plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
    },
  ],
});
const uncovered = device('d0000000-0000-4000-8000-000000000002');

const customer: CustomerRecord = {
  __typename: 'customer',
  id: customerId,
  first_name: 'Ngozi',
  last_name: `O'Neil <b>`,
  phone: '+2348031234567',
  email: null,
  gender: 'FEMALE',
  date_of_birth: '1990-05-17',
  address: '12 Allen Avenue, Ikeja',
  state: 'Lagos',
  id_type: 'PASSPORT',
  id_number_last4: '5678',
  created_at: '2025-01-10T10:00:00Z',
  devices: [covered, uncovered],
  plan_orders: [
    {
      __typename: 'plan_order',
      id: 'o-1',
      reference: 'ORD-2025-000123',
      status: 'ACTIVE',
      premium_kobo: 1_050_000,
      created_at: '2025-01-10T10:05:00Z',
      plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
      device: { __typename: 'device', id: covered.id, brand: 'Samsung', model: 'Galaxy A15' },
    },
  ],
  claims: [
    {
      __typename: 'claim',
      id: 'c-1',
      reference: 'CLM-2025-000045',
      claim_type: 'SCREEN',
      status: 'UNDER_REVIEW',
      created_at: '2025-03-01T12:00:00Z',
      device: { __typename: 'device', id: covered.id, brand: 'Samsung', model: 'Galaxy A15' },
    },
  ],
};

const getCustomer = (data: { customer_by_pk: CustomerRecord | null }, id = customerId): MockLink.MockedResponse => ({
  request: { query: GetCustomer, variables: { id } },
  result: { data },
});

/** The customer screen when the server could not ask: the browser asks (`mocks`). */
function renderDetail(id: string, mocks: MockLink.MockedResponse[]) {
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <CustomerDetailView customerPage={{ kind: 'unanswered', customerId: id }} />
    </MockedApollo>,
  );
}

const deviceCard = (name: string) => screen.getByRole('listitem', { name });

describe('CustomerDetailView with the customer from the server', () => {
  beforeEach(() => jest.mocked(router.replace).mockClear());

  it('shows them at once, asking nothing from the browser', async () => {
    const query = jest.fn(() => ({ data: { customer_by_pk: null } }));
    renderWithChakra(
      <MockedApollo mocks={[{ request: { query: GetCustomer, variables: { id: customerId } }, result: query }]}>
        <CustomerDetailView customerPage={{ kind: 'found', customer, today }} />
      </MockedApollo>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `Ngozi O'Neil <b>` })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Samsung Galaxy A15' })).toHaveTextContent('490154203237518');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(query).not.toHaveBeenCalled();
  });

  it('shows not found as the server said', () => {
    renderWithChakra(<CustomerDetailView customerPage={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/account/customers');
  });
});

describe('CustomerDetailView asking from the browser (the server could not)', () => {
  it('shows skeletons while the customer loads', async () => {
    renderDetail(customerId, [{ ...getCustomer({ customer_by_pk: customer }), delay: 10_000 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the customer');
    // Its code loaded, the customer asked for: still the skeletons.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the customer');
  });

  it('shows the personal details, with only the last 4 of the ID number', async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: customer })]);

    expect(await screen.findByRole('heading', { level: 1, name: `Ngozi O'Neil <b>` })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Personal details' });
    const value = (label: string) => within(personal).getByText(label).nextElementSibling;
    expect(value('Phone')).toHaveTextContent('0803 123 4567');
    expect(value('Email')).toHaveTextContent('Not given');
    expect(value('Gender')).toHaveTextContent('FEMALE');
    expect(value('Date of birth')).toHaveTextContent('17 May 1990');
    expect(value('Address')).toHaveTextContent('12 Allen Avenue, Ikeja');
    expect(value('State')).toHaveTextContent('Lagos');
    expect(value('ID type')).toHaveTextContent('International Passport');
    expect(value('ID number')).toHaveTextContent(/^•••• 5678$/);
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/account/customers');
  });

  it("shows each device's plan status, and a way to buy a plan where there is none", async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: customer })]);

    const withPlan = await screen.findByRole('listitem', { name: 'Samsung Galaxy A15' });
    expect(withPlan).toHaveTextContent('490154203237518');
    expect(withPlan).toHaveTextContent('356938035643817');
    expect(withPlan).toHaveTextContent('₦150,000');
    expect(withPlan).toHaveTextContent('Total Care');
    expect(withPlan).toHaveTextContent(/until \d{1,2} \w{3} \d{4}/);
    expect(within(withPlan).queryByRole('link', { name: /Buy a plan/ })).not.toBeInTheDocument();

    const withoutPlan = deviceCard('Tecno Camon 20');
    expect(withoutPlan).toHaveTextContent('No active plan');
    expect(withoutPlan).toHaveTextContent('Second IMEINone');
    expect(within(withoutPlan).getByRole('link', { name: 'Buy a plan for Tecno Camon 20' })).toHaveAttribute(
      'href',
      `/account/buy-plan?customer=${customerId}&device=${uncovered.id}`,
    );
  });

  it('lists the orders and claims, each claim opening its screen', async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: customer })]);

    const order = within(await screen.findByRole('list', { name: 'Orders' })).getByRole('listitem');
    expect(order).toHaveTextContent('ORD-2025-000123');
    expect(order).toHaveTextContent('Total Care · Samsung Galaxy A15 · 10 Jan 2025');
    expect(order).toHaveTextContent('₦10,500');
    expect(order).toHaveTextContent('Active');
    const claim = within(screen.getByRole('list', { name: 'Claims' })).getByRole('listitem');
    expect(within(claim).getByRole('link', { name: 'CLM-2025-000045' })).toHaveAttribute('href', '/account/warranty/c-1');
    expect(claim).toHaveTextContent('Screen damage · Samsung Galaxy A15 · 1 Mar 2025');
    expect(claim).toHaveTextContent('Under review');
  });

  it('says so when the customer has no devices, orders or claims', async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: { ...customer, devices: [], plan_orders: [], claims: [] } })]);
    expect(await screen.findByText('No devices registered yet.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('No claims.')).toBeInTheDocument();
  });

  it("shows not found for another agent's customer or an unknown id (the service answers null)", async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: null })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute('href', '/account/customers');
  });

  it('shows the formatted error with a retry', async () => {
    renderDetail(customerId, [{ request: { query: GetCustomer, variables: { id: customerId } }, error: new TypeError('Failed to fetch') }, getCustomer({ customer_by_pk: customer })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This customer could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Ngozi O'Neil <b>` })).toBeInTheDocument();
  });
});

describe('adding a device', () => {
  const newDevice = { imei: '352099001761481', imei2: null, brand: 'Infinix', model: 'Hot 40', purchase_price_kobo: 12_000_000, purchase_date: addDays(today, -10) };
  const added = device('d0000000-0000-4000-8000-000000000003', { imei: newDevice.imei, brand: 'Infinix', model: 'Hot 40', purchase_price_kobo: 12_000_000, purchase_date: newDevice.purchase_date });

  beforeEach(() => {
    jest.mocked(newIdempotencyKey).mockReset().mockReturnValueOnce(KEY_1).mockReturnValueOnce(KEY_2);
  });

  async function openForm() {
    await userEvent.click(await screen.findByRole('button', { name: 'Add device' }));
    return screen.findByRole('form', { name: 'Add device' });
  }

  async function fill(form: HTMLElement, imei = newDevice.imei) {
    const field = (label: string) => within(form).getByLabelText(label);
    await userEvent.clear(field('IMEI'));
    await userEvent.type(field('IMEI'), imei);
    await userEvent.clear(field('Brand'));
    await userEvent.type(field('Brand'), 'Infinix');
    await userEvent.clear(field('Model'));
    await userEvent.type(field('Model'), 'Hot 40');
    await userEvent.clear(field('Purchase price (₦)'));
    await userEvent.type(field('Purchase price (₦)'), '120,000');
    fireEvent.change(field('Purchase date'), { target: { value: newDevice.purchase_date } });
  }

  const addDeviceRequest = (key: string, imei = newDevice.imei) => ({
    query: AddDevice,
    variables: { customerId, device: { ...newDevice, imei }, idempotencyKey: key },
  });

  it('sends add_device once with a fresh key, then lists the device and offers a plan', async () => {
    const answer = jest.fn(() => ({
      data: { add_device: { __typename: 'add_device_output' as const, customer_id: customerId, device_id: added.id, plan_eligible: true, ineligible_reason: null } },
    }));
    renderDetail(customerId, [
      getCustomer({ customer_by_pk: customer }),
      { request: addDeviceRequest(KEY_1), result: answer, delay: 50, maxUsageCount: 2 },
      getCustomer({ customer_by_pk: { ...customer, devices: [added, ...customer.devices] } }),
    ]);

    const form = await openForm();
    await waitFor(() => expect(within(form).getByLabelText('IMEI')).toHaveFocus());
    await fill(form);
    // Two submits before the page can re-render (a double tap on a slow phone): one request.
    fireEvent.submit(form);
    fireEvent.submit(form);

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Infinix Hot 40 was added.');
    expect(within(result).getByRole('link', { name: 'Buy a plan for this device' })).toHaveAttribute(
      'href',
      `/account/buy-plan?customer=${customerId}&device=${added.id}`,
    );
    expect(answer).toHaveBeenCalledTimes(1);
    expect(newIdempotencyKey).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('listitem', { name: 'Infinix Hot 40' })).toHaveTextContent('352099001761481');
    expect(screen.queryByRole('form', { name: 'Add device' })).not.toBeInTheDocument();
    await waitFor(() => expect(result).toHaveFocus());
  });

  it('on a customer the server rendered, has the server render them again once the device is added', async () => {
    jest.mocked(router.replace).mockClear();
    const answer = jest.fn(() => ({
      data: { add_device: { __typename: 'add_device_output' as const, customer_id: customerId, device_id: added.id, plan_eligible: true, ineligible_reason: null } },
    }));
    renderWithChakra(
      <MockedApollo mocks={[{ request: addDeviceRequest(KEY_1), result: answer }]}>
        <CustomerDetailView customerPage={{ kind: 'found', customer, today }} />
      </MockedApollo>,
    );

    const form = await openForm();
    await fill(form);
    fireEvent.submit(form);

    expect(await screen.findByRole('status')).toHaveTextContent('Infinix Hot 40 was added.');
    expect(answer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(router.asPath, undefined, { scroll: false }));
  });

  it('shows why no plan can be offered when the service says so', async () => {
    renderDetail(customerId, [
      getCustomer({ customer_by_pk: customer }),
      {
        request: addDeviceRequest(KEY_1),
        result: {
          data: {
            add_device: {
              __typename: 'add_device_output',
              customer_id: customerId,
              device_id: added.id,
              plan_eligible: false,
              ineligible_reason: 'Plans cover devices bought in the last 12 months',
            },
          },
        },
      },
      getCustomer({ customer_by_pk: { ...customer, devices: [added, ...customer.devices] } }),
    ]);
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));

    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('No plan can be offered for it: Plans cover devices bought in the last 12 months.');
    expect(within(result).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a duplicate IMEI to the customer who has it; a retry keeps the key, new values get a new one', async () => {
    const duplicate = {
      errors: [
        {
          message: 'This IMEI is already registered to one of your customers',
          extensions: { path: '$', code: 'device-exists', field: 'device.imei', existing_customer_id: otherCustomerId, existing_device_id: 'd-x' },
        },
      ],
    };
    const retried = jest.fn(() => duplicate);
    const otherImei = '353456789012348';
    const secondAnswer = jest.fn(() => ({
      data: { add_device: { __typename: 'add_device_output' as const, customer_id: customerId, device_id: added.id, plan_eligible: true, ineligible_reason: null } },
    }));
    renderDetail(customerId, [
      getCustomer({ customer_by_pk: customer }),
      { request: addDeviceRequest(KEY_1), result: duplicate },
      { request: addDeviceRequest(KEY_1), result: retried },
      { request: addDeviceRequest(KEY_2, otherImei), result: secondAnswer },
      getCustomer({ customer_by_pk: customer }),
    ]);
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This IMEI is already registered to one of your customers');
    expect(within(alert).getByRole('link', { name: 'Open the customer who has this device' })).toHaveAttribute('href', `/account/customers/${otherCustomerId}`);
    expect(within(form).getByLabelText('IMEI')).toHaveAccessibleErrorMessage('This IMEI is already registered to one of your customers');

    // Same values again: the same key.
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));
    await waitFor(() => expect(retried).toHaveBeenCalledTimes(1));

    // Another IMEI: a new key.
    await fill(form, otherImei);
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Infinix Hot 40 was added.');
    expect(secondAnswer).toHaveBeenCalledTimes(1);
  });

  it('checks the fields before sending anything', async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: customer })]);
    const form = await openForm();
    await userEvent.type(within(form).getByLabelText('IMEI'), '490154203237519');
    await userEvent.click(within(form).getByRole('button', { name: 'Add device' }));
    expect(await within(form).findByText(/check digit/)).toBeInTheDocument();
    expect(newIdempotencyKey).not.toHaveBeenCalled();
  });

  it('closes the form on Cancel, returning focus to "Add device"', async () => {
    renderDetail(customerId, [getCustomer({ customer_by_pk: customer })]);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add device' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add device' })).toHaveFocus());
  });
});
