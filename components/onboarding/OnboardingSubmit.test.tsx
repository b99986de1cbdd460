import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { OnboardCustomer } from './onboardCustomer';
import { toOnboardCustomerVariables } from './onboardCustomerVariables';
import { DEVICE, enter, field, freshPageLoad, IDENTIFICATION, PERSONAL, pick, renderOnboarding, stepHeading, storedFlow, validValues } from './onboardingTestKit';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NEW_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const answer = (overrides: Partial<{ plan_eligible: boolean; ineligible_reason: string | null }> = {}) => ({
  data: {
    onboard_customer: {
      __typename: 'onboard_customer_output',
      customer_id: 'c-new',
      device_id: 'd-new',
      plan_eligible: true,
      ineligible_reason: null,
      ...overrides,
    },
  },
});

const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

function mock(result: () => unknown, key = KEY, values = validValues): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: { query: OnboardCustomer, variables: toOnboardCustomerVariables(values, key) },
    result: jest.fn(result) as jest.Mock,
    delay: 20,
  };
}

function atReview(values = validValues) {
  freshPageLoad({ currentStep: 'review', completedSteps: ['personal', 'identification', 'device'], values });
}

const submitButton = () => screen.getByRole('button', { name: /Submit/ });

beforeEach(() => {
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => jest.restoreAllMocks());

describe('submitting the onboarding', () => {
  it('sends onboard_customer once with the idempotency key kept in the flow, then shows the success screen', async () => {
    atReview();
    // The answer takes long enough that a busy machine's double click is over before it arrives.
    const onboarded = { ...mock(() => answer()), delay: 3_000 };
    const { user } = renderOnboarding([onboarded]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });

    await user.dblClick(submitButton());
    expect(storedFlow()?.state.values.idempotencyKey).toBe(KEY);
    expect(screen.getByRole('button', { name: /Submitting/ })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Customer onboarded', level: 1 }, { timeout: 10_000 })).toHaveFocus();
    expect(onboarded.result).toHaveBeenCalledTimes(1);
    expect(onboarded.result).toHaveBeenCalledWith(
      expect.objectContaining({
        idempotencyKey: KEY,
        customer: expect.objectContaining({ phone: '+2348031234567', first_name: 'Ngozi', last_name: "O'Brien", id_number: 'A12345678' }),
        device: expect.objectContaining({ imei: '490154203237518', imei2: null, purchase_price_kobo: 15_000_000 }),
      }),
    );

    expect(screen.getByText("Ngozi O'Brien")).toBeInTheDocument();
    expect(screen.getByText('Tecno Camon 20')).toBeInTheDocument();
    expect(screen.getByText('490154203237518')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy a plan for this device' })).toHaveAttribute('href', '/account/buy-plan?customer=c-new&device=d-new');
    expect(screen.getByRole('link', { name: 'View customer' })).toHaveAttribute('href', '/account/customers/c-new');
    // The flow (customer PII) is cleared; the result lives on screen only.
    expect(storedFlow()?.state).toEqual({ currentStep: 'personal', completedSteps: [], values: {} });

    await user.click(screen.getByRole('button', { name: 'Onboard another customer' }));
    expect(await screen.findByRole('heading', { name: 'Personal details', level: 2 })).toBeInTheDocument();
    expect(field('firstName')).toHaveValue('');
  });

  it('registers a device too old for a plan and says why no plan can be offered', async () => {
    atReview();
    const reason = 'Only devices bought in the last 12 months can get a plan';
    const { user } = renderOnboarding([mock(() => answer({ plan_eligible: false, ineligible_reason: reason }))]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());

    await screen.findByRole('heading', { name: 'Customer onboarded', level: 1 });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('No plan can be offered for this device.');
    expect(notice).toHaveTextContent(reason);
    expect(screen.queryByRole('link', { name: 'Buy a plan for this device' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View customer' })).toBeInTheDocument();
  });

  it('links an IMEI already registered to the existing customer and takes the agent to the IMEI, losing nothing', async () => {
    atReview();
    const duplicate = mock(() =>
      refused('This IMEI is already registered to one of your customers', {
        code: 'device-exists',
        field: 'device.imei',
        existing_customer_id: 'c-existing',
        existing_device_id: 'd-existing',
      }),
    );
    const { user } = renderOnboarding([duplicate]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This IMEI is already registered to one of your customers');
    expect(within(alert).getByRole('link', { name: 'Open the existing customer' })).toHaveAttribute('href', '/account/customers/c-existing');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Device'));
    await waitFor(() => expect(field('imei')).toHaveFocus());
    expect(field('imei')).toHaveAttribute('aria-invalid', 'true');
    for (const name of DEVICE) expect(field(name)).toHaveValue(validValues[name]);
    expect(storedFlow()?.state.values).toMatchObject({ ...validValues, idempotencyKey: KEY });
    expect(duplicate.result).toHaveBeenCalledTimes(1);
  });

  it('takes the agent to the phone when the customer is registered with another agent, without a link', async () => {
    atReview();
    const { user } = renderOnboarding([
      mock(() => refused('A customer with this phone number is already registered with another agent', { code: 'customer-exists', field: 'customer.phone' })),
    ]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A customer with this phone number is already registered with another agent');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Personal details'));
    await waitFor(() => expect(field('phone')).toHaveFocus());
    for (const name of PERSONAL) expect(field(name)).toHaveValue(validValues[name]);
  });

  it('retries a failed request with the same key, also after a reload', async () => {
    atReview();
    const failed: MockLink.MockedResponse = {
      request: { query: OnboardCustomer, variables: toOnboardCustomerVariables(validValues, KEY) },
      error: new TypeError('Failed to fetch'),
    };
    const first = renderOnboarding([failed]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await first.user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(stepHeading()).toHaveTextContent('Review & submit');
    first.unmount();

    // A reload: the stored flow comes back with its key, which the retry sends again.
    const stored = storedFlow()?.state;
    expect(stored?.values.idempotencyKey).toBe(KEY);
    freshPageLoad(stored as Parameters<typeof freshPageLoad>[0]);
    const retried = mock(() => answer());
    const second = renderOnboarding([retried]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await second.user.click(submitButton());
    await screen.findByRole('heading', { name: 'Customer onboarded', level: 1 });
    expect(retried.result).toHaveBeenCalledTimes(1);
    expect(globalThis.crypto.randomUUID).toHaveBeenCalledTimes(1);
  });

  it('says plainly when the service cannot serve for now (503), keeps every value and the key, and sends that key again', async () => {
    atReview();
    const onboarded = mock(() => answer());
    const { user } = renderOnboarding([{ request: onboarded.request, error: serviceUnavailableError('database-busy') }, onboarded]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-busy']);
    expect(stepHeading()).toHaveTextContent('Review & submit');
    expect(storedFlow()?.state.values).toMatchObject({ ...validValues, idempotencyKey: KEY });

    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Customer onboarded', level: 1 });
    expect(onboarded.result).toHaveBeenCalledTimes(1);
    expect(onboarded.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('sends a new key once a value was changed after a failure', async () => {
    atReview();
    const changed = { ...validValues, imei: '356938035643809' };
    const duplicate = mock(() => refused('This IMEI is already registered to one of your customers', { code: 'device-exists', field: 'device.imei' }));
    const retried = mock(() => answer(), NEW_KEY, changed);
    const { user } = renderOnboarding([duplicate, retried]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Device'));

    await enter(user, 'imei', changed.imei);
    expect(storedFlow()?.state.values.idempotencyKey).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Customer onboarded', level: 1 });
    expect(retried.result).toHaveBeenCalledTimes(1);
  });

  it('takes the agent to the first step with a problem instead of sending', async () => {
    atReview({ ...validValues, idNumber: 'A1' });
    const onboarded = mock(() => answer());
    const { user } = renderOnboarding([onboarded]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Identification'));
    await waitFor(() => expect(field('idNumber')).toHaveFocus());
    expect(onboarded.result).not.toHaveBeenCalled();
  });

  it('shows a field the service refused on its step', async () => {
    atReview();
    const { user } = renderOnboarding([
      mock(() => refused('The customer must be at least 18 years old', { code: 'validation-failed', field: 'customer.date_of_birth' })),
    ]);
    await screen.findByRole('heading', { name: 'Review & submit', level: 2 });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The customer must be at least 18 years old');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Personal details'));
    expect(field('dateOfBirth')).toHaveAttribute('aria-invalid', 'true');
    expect(pick(validValues, IDENTIFICATION)).toEqual({ idType: 'PASSPORT', idNumber: 'A12345678' });
  });
});
