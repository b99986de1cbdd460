import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { goToCheckout } from '@/components/payments/goToCheckout';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import { FUNDING_AMOUNT_MESSAGES } from '@/lib/validation';
import { FindFundingByKey, FundWallet } from './fundWallet';
import { FUND_WALLET_MESSAGES } from './FundWalletForm';
import { toFundWalletVariables } from './fundWalletRequests';
import { FundWalletSection } from './FundWalletSection';
import { FUND_WALLET_STORE_KEY, FUND_WALLET_STORE_VERSION, useFundWalletStore, type FundWalletValues } from '@/lib/flows/fundWalletFlow';
import type { FundWalletFormValues } from './fundWalletFormValues';

jest.mock('@/components/payments/goToCheckout', () => ({ goToCheckout: jest.fn() }));

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NEW_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';
const CHECKOUT_URL = 'http://localhost:18190/checkout/ref_fund42';

const values = (amount = '5,000'): FundWalletFormValues => ({ amount });

const startedAnswer = (amountKobo = 500_000) => ({
  data: {
    fund_wallet: {
      __typename: 'fund_wallet_output',
      payment: {
        __typename: 'payment_state',
        payment_id: PAYMENT_ID,
        reference: 'PAY-2026-000042',
        purpose: 'WALLET_FUNDING',
        method: 'CARD',
        status: 'PENDING',
        amount_kobo: amountKobo,
        refunded_kobo: 0,
        channel: null,
        gateway_reference: null,
        checkout_url: CHECKOUT_URL,
        transfer: null,
        ussd_code: null,
        failure_reason: null,
        card_last4: null,
        order_id: null,
        order_status: null,
        claim_id: null,
        wallet_balance_kobo: null,
        updated_at: '2026-11-27T22:00:00Z',
      },
    },
  },
});

const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

/** A `fund_wallet` mock for these values under `key`, its result a jest mock so calls can be counted. */
function fundMock(result: () => unknown, formValues = values(), key = KEY, delay = 20): MockLink.MockedResponse & { result: jest.Mock } {
  return { request: { query: FundWallet, variables: toFundWalletVariables(formValues, key) }, result: jest.fn(result) as jest.Mock, delay, maxUsageCount: Number.POSITIVE_INFINITY };
}

function lookupMock(key = KEY): MockLink.MockedResponse {
  const payment = { __typename: 'payment', id: PAYMENT_ID, reference: 'PAY-2026-000042', amount_kobo: 500_000, status: 'PENDING' };
  return { request: { query: FindFundingByKey, variables: { key } }, result: { data: { payment: [payment] } } };
}

/** A fresh page load: nothing in memory, `stored` (if any) in local storage. */
function freshPageLoad(stored?: Partial<FundWalletValues>) {
  useFundWalletStore.setState({ currentStep: 'fund', completedSteps: [], values: {}, recoveredFromCorruptData: false, hydrated: false });
  localStorage.clear();
  if (stored) localStorage.setItem(FUND_WALLET_STORE_KEY, JSON.stringify({ state: { currentStep: 'fund', completedSteps: [], values: stored }, version: FUND_WALLET_STORE_VERSION }));
}

const storedValues = (): Partial<FundWalletValues> | undefined => {
  const raw = localStorage.getItem(FUND_WALLET_STORE_KEY);
  return raw === null ? undefined : (JSON.parse(raw) as { state: { values: Partial<FundWalletValues> } }).state.values;
};

function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithChakra(
    <MockedApollo mocks={mocks}>
      <FundWalletSection />
    </MockedApollo>,
  );
  return { user };
}

/** Presses "Fund by card" on the page and waits for the form's code. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Fund by card' }));
  return screen.findByRole('form', { name: 'Fund by card' });
}

const enterAmount = (amount: string) => fireEvent.change(screen.getByLabelText('Amount (₦)'), { target: { value: amount } });
const submitButton = () => screen.getByRole('button', { name: /Continue to the payment page|Opening the payment page/ });

beforeEach(() => {
  freshPageLoad();
  (goToCheckout as jest.Mock).mockReset();
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => jest.restoreAllMocks());

describe('funding the wallet by card on the gateway’s page', () => {
  it('asks for the amount only: no card field anywhere', async () => {
    const { user } = renderSection([]);
    await openForm(user);
    expect(screen.getByLabelText('Amount (₦)')).toBeInTheDocument();
    expect(screen.queryByLabelText(/card number|cvv|expiry/i)).not.toBeInTheDocument();
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull();
    expect(screen.getByText(FUND_WALLET_MESSAGES.cardOnGateway)).toBeInTheDocument();
  });

  it('checks the amount before sending anything', async () => {
    const { user } = renderSection([]);
    await openForm(user);
    enterAmount('500');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleErrorMessage(FUNDING_AMOUNT_MESSAGES.outOfRange));
    expect(storedValues()?.idempotencyKey).toBeUndefined();
  });

  it('stores the key before the request leaves, the payment before the browser leaves, then opens the checkout page in this tab', async () => {
    // The answer takes long enough that a busy machine's double click is over before it arrives.
    const fund = fundMock(() => startedAnswer(), values(), KEY, 3_000);
    const { user } = renderSection([fund]);
    await openForm(user);
    enterAmount('5,000');
    (goToCheckout as jest.Mock).mockImplementation(() => {
      expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: false, paymentId: PAYMENT_ID, checkoutUrl: CHECKOUT_URL });
    });
    await user.dblClick(submitButton());
    expect(storedValues()).toMatchObject({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 10_000 });
    expect(fund.result).toHaveBeenCalledTimes(1);
  });

  it('says a refusal plainly and forgets the key', async () => {
    const fund = fundMock(() => refused('Funding is paused for this partner', { code: ACTION_ERROR_CODES.accessDenied }));
    const { user } = renderSection([fund]);
    await openForm(user);
    enterAmount('5,000');
    await user.click(submitButton());
    expect(await screen.findByText(FUND_WALLET_MESSAGES.notFunded)).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(storedValues()).toBeUndefined();
  });

  it('says plainly when the service cannot serve for now (503), and tries again under the same key', async () => {
    const fund = fundMock(() => startedAnswer());
    const { user } = renderSection([{ request: fund.request, error: serviceUnavailableError() }, fund]);
    await openForm(user);
    enterAmount('5,000');
    await user.click(submitButton());
    expect(await screen.findByText(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable'])).toBeInTheDocument();
    expect(storedValues()).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: true });
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(fund.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('reopened after a lost answer: replays the same top-up under its key, and offers its checkout page without opening it', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    const fund = fundMock(() => startedAnswer(), { amount: '5000' });
    renderSection([fund]);
    expect(await screen.findByRole('link', { name: 'Open the payment page again' })).toHaveAttribute('href', CHECKOUT_URL);
    expect(screen.getByRole('link', { name: 'See the top-up' })).toHaveAttribute('href', `/account/payments/${PAYMENT_ID}`);
    expect(fund.result).toHaveBeenCalledTimes(1);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('takes the top-up another request made under the key instead of failing', async () => {
    const reused = fundMock(() => refused('This idempotency key was already used for a different request', { code: ACTION_ERROR_CODES.idempotencyKeyReused }));
    const { user } = renderSection([reused, lookupMock()]);
    await openForm(user);
    enterAmount('5,000');
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(`/account/payments/${PAYMENT_ID}`));
  });

  it('points at a top-up sent to the checkout page and not seen settled, and starts the next top-up under a new key', async () => {
    freshPageLoad({ idempotencyKey: NEW_KEY, amountKobo: 300_000, awaitingAnswer: false, paymentId: PAYMENT_ID, checkoutUrl: CHECKOUT_URL });
    const fund = fundMock(() => startedAnswer(), values(), KEY);
    const { user } = renderSection([fund]);
    expect(await screen.findByRole('link', { name: 'See where it stands' })).toHaveAttribute('href', `/account/payments/${PAYMENT_ID}`);
    await openForm(user);
    enterAmount('5,000');
    await user.click(submitButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(fund.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
    await act(async () => undefined);
  });
});
