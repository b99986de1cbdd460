import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SANDBOX_CARD_HINT } from '@/components/ui/CardFields';
import { NO_ANSWER_MESSAGE, SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import { CARD_MESSAGES, FUNDING_AMOUNT_MESSAGES } from '@/lib/validation';
import { FindFundingByKey, FundWallet } from './fundWallet';
import { FUND_WALLET_MESSAGES } from './FundWalletForm';
import { toFundWalletVariables } from './fundWalletRequests';
import { FUND_WALLET_STORAGE_KEY, FundWalletSection } from './FundWalletSection';
import { FUND_WALLET_STORE_KEY, FUND_WALLET_STORE_VERSION, useFundWalletStore, type FundWalletValues } from '@/lib/flows/fundWalletFlow';
import type { FundWalletFormValues } from './fundWalletFormValues';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NEW_KEY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const AGENT_ID = '10000000-0000-4000-8000-000000000001';
const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';

const CARDS = { succeeds: '4084 0840 8408 4081', declined: '4000 0000 0000 0002', insufficientFunds: '4000 0000 0000 9995' } as const;
const DECLINED = 'The card was declined by the bank. Try another card';
const NO_FUNDS = 'The card does not have enough funds for this payment. Try another card';
/** Any form of the sandbox card numbers (grouped or not), and the CVV as typed. */
const CARD_DATA = /4084\s?0840\s?8408|4000\s?0000\s?0000|"?987"?|12\/29/;

const values = (card: string = CARDS.succeeds, amount = '5,000'): FundWalletFormValues => ({ amount, cardNumber: card, cardExpiry: '12/29', cardCvv: '987' });

const fundedAnswer = (amountKobo = 500_000, balanceKobo = 2_500_000) => ({
  data: {
    fund_wallet: {
      __typename: 'fund_wallet_output',
      payment_id: PAYMENT_ID,
      reference: 'PAY-2026-000042',
      amount_kobo: amountKobo,
      wallet_balance_kobo: balanceKobo,
      wallet_transaction_id: '80000000-0000-4000-8000-000000000001',
    },
  },
});

const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

/** A `fund_wallet` mock for these values under `key`, its result a jest mock so calls can be counted. */
function fundMock(result: () => unknown, formValues = values(), key = KEY, delay = 20): MockLink.MockedResponse & { result: jest.Mock } {
  return { request: { query: FundWallet, variables: toFundWalletVariables(formValues, key) }, result: jest.fn(result) as jest.Mock, delay, maxUsageCount: Number.POSITIVE_INFINITY };
}

function lookupMock(found: boolean, key = KEY): MockLink.MockedResponse & { result: jest.Mock } {
  const payment = { __typename: 'payment', id: PAYMENT_ID, reference: 'PAY-2026-000042', amount_kobo: 500_000, agent: { __typename: 'agent', id: AGENT_ID, wallet_balance_kobo: 2_500_000 } };
  return { request: { query: FindFundingByKey, variables: { key } }, result: jest.fn(() => ({ data: { payment: found ? [payment] : [] } })) as jest.Mock };
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
  const onFunded = jest.fn();
  const user = userEvent.setup();
  renderWithChakra(
    <MockedApollo mocks={mocks}>
      <FundWalletSection onFunded={onFunded} />
    </MockedApollo>,
  );
  return { user, onFunded };
}

/** Presses "Fund wallet" on the page and waits for the form's code. */
async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
  return screen.findByRole('form', { name: 'Fund wallet by card' });
}

/** Types the amount and card as a paste would give them (one change per field). */
function enter(formValues: Partial<FundWalletFormValues>) {
  const labels: Record<keyof FundWalletFormValues, string> = { amount: 'Amount (₦)', cardNumber: 'Card number', cardExpiry: 'Expiry (MM/YY)', cardCvv: 'CVV' };
  for (const [name, value] of Object.entries(formValues) as [keyof FundWalletFormValues, string][]) {
    fireEvent.change(screen.getByLabelText(labels[name]), { target: { value } });
  }
}

const submitButton = () => screen.getByRole('button', { name: /^Fund(ing)? wallet|Funding/ });

beforeEach(() => {
  freshPageLoad();
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => jest.restoreAllMocks());

describe('funding the wallet by card', () => {
  it('opens in place with labelled fields, autofill off, and the sandbox hint', async () => {
    const { user } = renderSection([]);
    const form = await openForm(user);
    for (const label of ['Amount (₦)', 'Card number', 'Expiry (MM/YY)', 'CVV']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('autocomplete', 'off');
    }
    expect(within(form).getByText(SANDBOX_CARD_HINT)).toBeInTheDocument();
    expect(SANDBOX_CARD_HINT).toBe('Sandbox payments: the test card 4084 0840 8408 4081 succeeds.');
    await waitFor(() => expect(within(form).getByLabelText('Amount (₦)')).toHaveFocus());
  });

  it('funds once on a double click: the key is stored before the request leaves, then the top-up is said and the form is reset', async () => {
    const top = { ...fundMock(() => fundedAnswer()), delay: 200 };
    const { user, onFunded } = renderSection([top]);
    await openForm(user);
    enter(values());

    await user.dblClick(submitButton());
    expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    expect(screen.getByRole('button', { name: /Funding/ })).toBeDisabled();

    const done = await screen.findByText('₦5,000 added. New balance ₦25,000.');
    expect(screen.getByText('Payment reference PAY-2026-000042')).toBeInTheDocument();
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(top.result).toHaveBeenCalledTimes(1);
    expect(onFunded).toHaveBeenCalledTimes(1);
    for (const label of ['Amount (₦)', 'Card number', 'Expiry (MM/YY)', 'CVV']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
    expect(useFundWalletStore.getState().values).toEqual({});
  });

  it('groups the card number and writes the expiry as MM/YY while typing', async () => {
    const { user } = renderSection([]);
    await openForm(user);
    await user.type(screen.getByLabelText('Card number'), '4084084084084081');
    expect(screen.getByLabelText('Card number')).toHaveValue('4084 0840 8408 4081');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1229');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
  });

  it('checks the amount and the card before sending anything', async () => {
    const { user } = renderSection([]);
    await openForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleErrorMessage(FUNDING_AMOUNT_MESSAGES.required));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleErrorMessage(CARD_MESSAGES.numberRequired);

    enter({ amount: '500', cardNumber: '4084 0840 8408 4082', cardExpiry: '01/20', cardCvv: '12' });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleErrorMessage(FUNDING_AMOUNT_MESSAGES.outOfRange));
    expect(screen.getByText('Fund the wallet with ₦1,000 to ₦1,000,000 at a time')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleErrorMessage(CARD_MESSAGES.numberCheck);
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleErrorMessage(CARD_MESSAGES.expired);
    expect(screen.getByLabelText('CVV')).toHaveAccessibleErrorMessage(CARD_MESSAGES.cvvFormat);

    enter({ ...values(), amount: '1,000,001' });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleErrorMessage(FUNDING_AMOUNT_MESSAGES.outOfRange));
    expect(storedValues() ?? {}).toEqual({});
  });

  it.each([
    ['declined', CARDS.declined, DECLINED, 'card-declined'],
    ['short of funds', CARDS.insufficientFunds, NO_FUNDS, 'card-insufficient-funds'],
  ])('says when the card is %s, keeps the amount and card but the CVV, and forgets the key', async (_label, card, message, code) => {
    const refusal = fundMock(() => refused(message, { code }), values(card));
    const { user, onFunded } = renderSection([refusal]);
    await openForm(user);
    enter(values(card));
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FUND_WALLET_MESSAGES.notFunded);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5,000');
    expect(screen.getByLabelText('Card number')).toHaveValue(card);
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(onFunded).not.toHaveBeenCalled();
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
    expect(useFundWalletStore.getState().values.idempotencyKey).toBeUndefined();
  });

  it('sends the next attempt after a declined card as a new payment (a new key)', async () => {
    const declined = fundMock(() => refused(DECLINED, { code: 'card-declined' }), values(CARDS.declined));
    const good = fundMock(() => fundedAnswer(), values(), NEW_KEY);
    const { user } = renderSection([declined, good]);
    await openForm(user);
    enter(values(CARDS.declined));
    await user.click(submitButton());
    await screen.findByRole('alert');

    enter({ ...values(), amount: '5,000' });
    await user.click(submitButton());
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
    expect(good.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: NEW_KEY }));
  });

  it('shows a refusal about one field on that field', async () => {
    const refusal = fundMock(() => refused('Fund the wallet with ₦1,000 to ₦1,000,000 at a time', { code: 'validation-failed', field: 'amount_kobo' }));
    const { user } = renderSection([refusal]);
    await openForm(user);
    enter(values());
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('Amount (₦)')).toHaveAccessibleErrorMessage('Fund the wallet with ₦1,000 to ₦1,000,000 at a time'));
  });

  it('never keeps the card in local storage: neither after a declined card nor after a top-up', async () => {
    const declined = fundMock(() => refused(DECLINED, { code: 'card-declined' }), values(CARDS.declined));
    const good = fundMock(() => fundedAnswer(), values(), NEW_KEY, 100);
    // Every write to local storage, not only what is left at the end.
    const writes: string[] = [];
    const setItem = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function record(this: Storage, key: string, value: string) {
      writes.push(`${key}=${value}`);
      setItem.call(this, key, value);
    });

    const { user } = renderSection([declined, good]);
    await openForm(user);
    enter(values(CARDS.declined));
    await user.click(submitButton());
    await screen.findByRole('alert');
    expect(JSON.stringify({ ...localStorage })).not.toMatch(CARD_DATA);

    enter(values());
    await user.click(submitButton());
    // While the request is out, the store holds the key and the amount only.
    expect(Object.keys(storedValues() ?? {}).sort()).toEqual(['amountKobo', 'awaitingAnswer', 'idempotencyKey']);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(CARD_DATA);
    await screen.findByText('₦5,000 added. New balance ₦25,000.');
    expect(JSON.stringify({ ...localStorage })).not.toMatch(CARD_DATA);
    expect(writes.join('\n')).not.toMatch(CARD_DATA);
  });
});

describe('never two charges', () => {
  it('says a lost answer in plain words, keeps the key, and sends the same key with the next try', async () => {
    const lost = fundMock(() => fundedAnswer());
    const { user, onFunded } = renderSection([{ request: lost.request, error: new TypeError('Failed to fetch') }, lost]);
    await openForm(user);
    enter(values());
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    // Everything stays typed, the CVV too: trying again is the same payment.
    expect(screen.getByLabelText('CVV')).toHaveValue('987');

    await user.click(submitButton());
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
    expect(lost.result).toHaveBeenCalledTimes(1);
    expect(lost.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
    expect(onFunded).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
  });

  it('says plainly when the service cannot serve for now (503), keeps every value and the key, and sends that key again', async () => {
    const top = fundMock(() => fundedAnswer());
    const { user, onFunded } = renderSection([{ request: top.request, error: serviceUnavailableError('database-busy') }, top]);
    await openForm(user);
    enter(values());
    await user.click(submitButton());

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-busy']);
    // Not "the wallet was not funded": had the database gone just as the top-up committed, the card was charged.
    expect(notice).not.toHaveTextContent(FUND_WALLET_MESSAGES.notFunded);
    expect(notice).toHaveTextContent(FUND_WALLET_MESSAGES.unansweredHelp);
    // Unanswered, as a lost answer is: a reload now asks for the top-up by its key.
    expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5,000');
    expect(screen.getByLabelText('CVV')).toHaveValue('987');

    await user.click(submitButton());
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
    expect(top.result).toHaveBeenCalledTimes(1);
    expect(top.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
    expect(onFunded).toHaveBeenCalledTimes(1);
  });

  it('finds the top-up a request made before the page was reloaded, opening the form by itself', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    const lookup = lookupMock(true);
    const { onFunded } = renderSection([lookup]);
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
    expect(screen.getByText('Payment reference PAY-2026-000042')).toBeInTheDocument();
    expect(lookup.result).toHaveBeenCalledTimes(1);
    expect(onFunded).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull();
  });

  it('says no payment was made when none is found under the key, and the next try is still that one payment', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    const top = fundMock(() => fundedAnswer(), values(CARDS.succeeds, '₦5,000'));
    const { user } = renderSection([lookupMock(false), top]);
    expect(await screen.findByText(FUND_WALLET_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('₦5,000');
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(storedValues()).toEqual({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: false });

    enter({ cardNumber: CARDS.succeeds, cardExpiry: '12/29', cardCvv: '987' });
    await user.click(submitButton());
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
    expect(top.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('says when the look-up got no answer either, and checks again on request', async () => {
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: true });
    const { user } = renderSection([{ request: { query: FindFundingByKey, variables: { key: KEY } }, error: new TypeError('Failed to fetch') }, lookupMock(true)]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(storedValues()).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: true });
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
  });

  it('takes the top-up another request made under the key (answer lost, then another card) instead of failing', async () => {
    const reused = fundMock(() => refused('This idempotency key was already used for a different request', { code: 'idempotency-key-reused' }));
    const { user } = renderSection([reused, lookupMock(true)]);
    await openForm(user);
    enter(values());
    await user.click(submitButton());
    expect(await screen.findByText('₦5,000 added. New balance ₦25,000.')).toBeInTheDocument();
  });

  it('reads the store under the key the page peeks at, and opens nothing when no answer is awaited', async () => {
    expect(FUND_WALLET_STORAGE_KEY).toBe(FUND_WALLET_STORE_KEY);
    freshPageLoad({ idempotencyKey: KEY, amountKobo: 500_000, awaitingAnswer: false });
    renderSection([]);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('closes on Cancel, returning focus to "Fund wallet"', async () => {
    const { user } = renderSection([]);
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fund wallet' })).toHaveFocus());
  });
});
