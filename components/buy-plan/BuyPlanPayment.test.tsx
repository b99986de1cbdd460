import { act, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import { CARD_MESSAGES } from '@/lib/validation';
import { BUY_PLAN_MESSAGES } from '@/lib/actions/buyPlan';
import {
  atPayment,
  buyMock,
  CARD,
  dataMocks,
  enterCard,
  freshPageLoad,
  KEY,
  lookupMock,
  NEW_KEY,
  ORDER_ID,
  payButton,
  PUBLIC_ORIGIN,
  refused,
  renderBuyPlan,
  saleValues,
  soldAnswer,
  storedFlow,
} from './buyPlanTestKit';
import { BUY_PLAN_MESSAGES_ON_SCREEN } from './BuyPlanWizard';
import { LAST_PAYMENT_MESSAGES } from './LastPaymentNotice';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));

const DECLINED = 'The card was declined by the bank. Try another card or pay from the wallet';
const NO_FUNDS = 'The card does not have enough funds for this payment. Try another card or pay from the wallet';
/** Any form of the sandbox card numbers (grouped or not). */
const CARD_NUMBERS = /4084\s?0840\s?8408|4000\s?0000\s?0000/;

beforeEach(() => {
  freshPageLoad(atPayment());
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => jest.restoreAllMocks());

async function choose(user: ReturnType<typeof renderBuyPlan>['user'], method: 'Agent wallet' | 'Card') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${method}`) }));
}

/** Waits until "Pay ₦…" shows the quoted amount (the quote has arrived). */
const readyToPay = () => screen.findByRole('button', { name: /^Pay ₦/ });

describe('paying from the wallet', () => {
  it('shows the balance and sells the plan: one request, then the sale as the service recorded it', async () => {
    const sale = { ...buyMock(() => soldAnswer(), saleValues('WALLET')), delay: 200 };
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Agent wallet');
    expect(await screen.findByText('Balance ₦200,000')).toBeInTheDocument();
    expect(await readyToPay()).toHaveTextContent('Pay ₦10,500');

    await user.dblClick(payButton());
    expect(storedFlow()?.state.values).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: true });
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Plan sold', level: 1 })).toHaveFocus();
    expect(sale.result).toHaveBeenCalledTimes(1);
    const summary = screen.getByRole('region', { name: 'Sale' });
    for (const text of ['ORD-2026-000123', 'SUN-2026-000456', '₦10,500', '₦1,050', '₦190,550']) expect(summary).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'View card' })).toHaveAttribute('href', `/account/cards/${ORDER_ID}`);
    expect(screen.getByRole('link', { name: 'Print card' })).toHaveAttribute('href', `/account/cards/${ORDER_ID}?print=1`);
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'done', values: { awaitingAnswer: false, sold: { orderId: ORDER_ID } } });

    // Share gives the customer the card's public check, on the app's public address (APP_PUBLIC_URL).
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(`${PUBLIC_ORIGIN}/verify/aaVXHnNEROa808-zhsRu3g`);
  });

  it('blocks a wallet that cannot cover the amount, saying how much is missing, and offers the card', async () => {
    const { user } = renderBuyPlan(dataMocks({ balanceKobo: 500_000 }));
    await choose(user, 'Agent wallet');
    expect(await screen.findByText('The wallet is ₦5,500 short of the ₦10,500 due.')).toBeInTheDocument();
    expect(await readyToPay()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });

  it('shows the service’s own refusal when the wallet was spent meanwhile', async () => {
    const message = 'Insufficient wallet balance: this plan costs ₦10,500 and the wallet holds ₦2,000. Fund the wallet with at least ₦8,500 or pay by card';
    const refusal = buyMock(() => refused(message, { code: 'insufficient-wallet-balance', shortfall_kobo: 850_000 }), saleValues('WALLET'));
    const { user } = renderBuyPlan([...dataMocks(), refusal]);
    await choose(user, 'Agent wallet');
    await user.click(await readyToPay());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(storedFlow()?.state.values.awaitingAnswer).toBe(false);
  });
});

describe('paying by card', () => {
  it('asks for a way to pay, then checks the card before sending anything', async () => {
    const { user } = renderBuyPlan(dataMocks());
    await user.click(await readyToPay());
    expect(await screen.findByText(BUY_PLAN_MESSAGES.paymentMethod)).toBeInTheDocument();

    await choose(user, 'Card');
    await user.click(payButton());
    expect(await screen.findByText(CARD_MESSAGES.numberRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.expiryRequired)).toBeInTheDocument();
    expect(screen.getByText(CARD_MESSAGES.cvvRequired)).toBeInTheDocument();

    enterCard({ cardNumber: '4084 0840 8408 4082', cardExpiry: '01/20', cardCvv: '12' });
    await user.click(payButton());
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveAccessibleErrorMessage(CARD_MESSAGES.numberCheck));
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleErrorMessage(CARD_MESSAGES.expired);
    expect(screen.getByLabelText('CVV')).toHaveAccessibleErrorMessage(CARD_MESSAGES.cvvFormat);
    expect(storedFlow()?.state.values.idempotencyKey).toBeUndefined();
  });

  it('groups the number and writes the expiry as MM/YY while typing', async () => {
    const { user } = renderBuyPlan(dataMocks());
    await choose(user, 'Card');
    await user.type(screen.getByLabelText('Card number'), '4084084084084081');
    expect(screen.getByLabelText('Card number')).toHaveValue('4084 0840 8408 4081');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1229');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
  });

  it('sells with the sandbox’s good card and never keeps the card in local storage', async () => {
    const sale = buyMock(() => soldAnswer(), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Card');
    enterCard();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(localStorage.getItem('dc-agent:buy-plan')).not.toMatch(CARD_NUMBERS);
    await user.click(await readyToPay());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ card: { number: '4084084084084081', expiry_month: 12, expiry_year: 2029, cvv: '123' } }));
    expect(JSON.stringify(localStorage)).not.toMatch(CARD_NUMBERS);
    expect(JSON.stringify(localStorage)).not.toMatch(/"123"/);
  });

  it.each([
    ['declined', DECLINED, 'card-declined'],
    ['short of funds', NO_FUNDS, 'card-insufficient-funds'],
  ])('says when the card is %s, keeps every value, and sells nothing', async (_label, message, code) => {
    const refusal = buyMock(() => refused(message, { code }), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), refusal]);
    await choose(user, 'Card');
    enterCard();
    await user.click(await readyToPay());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Plan sold' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue(CARD.cardNumber);
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'payment', values: { idempotencyKey: KEY, awaitingAnswer: false } });
    expect(localStorage.getItem('dc-agent:buy-plan')).not.toMatch(CARD_NUMBERS);
  });

  it('pays from the wallet under a new key after a declined card', async () => {
    const declined = buyMock(() => refused(DECLINED, { code: 'card-declined' }), saleValues('CARD'));
    const byWallet = buyMock(() => soldAnswer(), saleValues('WALLET', { cardNumber: CARD.cardNumber, cardExpiry: CARD.cardExpiry, cardCvv: CARD.cardCvv }), NEW_KEY);
    const { user } = renderBuyPlan([...dataMocks(), declined, byWallet]);
    await choose(user, 'Card');
    enterCard();
    await user.click(await readyToPay());
    await screen.findByRole('alert');
    await choose(user, 'Agent wallet');
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(byWallet.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: NEW_KEY, paymentMethod: 'WALLET', card: null }));
  });

  it('shows the instalments of a monthly plan on the result', async () => {
    freshPageLoad(atPayment({ billing: 'POSTPAID' }));
    const postpaid = soldAnswer({ billing: 'POSTPAID', premium_kobo: 1_155_600, instalment_kobo: 96_300, instalments: 12, amount_paid_kobo: 96_300, commission_kobo: 9_630 });
    const sale = buyMock(() => postpaid, saleValues('CARD', { billing: 'POSTPAID' }));
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Card');
    enterCard();
    expect(await readyToPay()).toHaveTextContent('Pay ₦963');
    await user.click(payButton());
    const summary = await screen.findByRole('region', { name: 'Sale' });
    expect(summary).toHaveTextContent('1 of 12 paid; then ₦963 a month (₦11,556 in all)');
  });
});

describe('never two charges', () => {
  it('says a lost answer is not known yet, keeps the choices locked, and retries with the same key', async () => {
    const lost = buyMock(() => undefined, saleValues('WALLET'));
    lost.result.mockImplementation(() => soldAnswer());
    const mocks = [...dataMocks(), { request: lost.request, error: new TypeError('Failed to fetch') }, lost];
    const { user } = renderBuyPlan(mocks);
    await choose(user, 'Agent wallet');
    await user.click(await readyToPay());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAST_PAYMENT_MESSAGES.unanswered);
    expect(storedFlow()?.state.values).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: true });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeDisabled();
    // The lost payment is settled with "Try again", not paid anew.
    expect(payButton()).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(lost.result).toHaveBeenCalledTimes(1);
    expect(lost.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('says plainly when the service cannot serve for now (503), keeps every value and the key, and pays under that key', async () => {
    const sale = buyMock(() => soldAnswer(), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), { request: sale.request, error: serviceUnavailableError() }, sale]);
    await choose(user, 'Card');
    enterCard();
    await user.click(await readyToPay());

    // Had the database gone just as the sale committed, the customer was charged: not known yet, as a lost answer.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAST_PAYMENT_MESSAGES.unanswered);
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']);
    expect(screen.getByLabelText('Card number')).toHaveValue(CARD.cardNumber);
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'payment', values: { idempotencyKey: KEY, paymentMethod: 'CARD', awaitingAnswer: true } });

    // The same key gets the sale back instead of a second charge.
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledTimes(1);
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('says when the browser is offline, keeps every value, and pays once the connection is back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sale = buyMock(() => soldAnswer(), saleValues('WALLET'));
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Agent wallet');
    expect(await screen.findByText(BUY_PLAN_MESSAGES_ON_SCREEN.offline)).toBeInTheDocument();
    expect(await readyToPay()).toBeDisabled();

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(BUY_PLAN_MESSAGES_ON_SCREEN.offline)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Agent wallet/ })).toBeChecked();
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledTimes(1);
  });

  it('asks for the outcome again, with the same key, when reopened after a wallet payment got no answer', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'WALLET', idempotencyKey: KEY, awaitingAnswer: true }));
    const replay = buyMock(() => soldAnswer(), saleValues('WALLET'));
    renderBuyPlan([...dataMocks(), replay]);
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(replay.result).toHaveBeenCalledTimes(1);
    expect(replay.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('finds the sale a card payment made before the page was reloaded, without asking for the card', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: KEY, awaitingAnswer: true }));
    renderBuyPlan([...dataMocks(), lookupMock(true)]);
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sale' })).toHaveTextContent('ORD-2026-000123');
  });

  it('asks for the card again when no sale was found, and pays under the same key', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: KEY, awaitingAnswer: true }));
    const sale = buyMock(() => soldAnswer(), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), lookupMock(false), sale]);
    expect(await screen.findByText(LAST_PAYMENT_MESSAGES.enterCardAgain)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    enterCard();
    await user.click(await readyToPay());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('takes the sale another request made under the key (answer lost, then another card) instead of failing', async () => {
    const reused = buyMock(() => refused('This idempotency key was already used for a different request', { code: 'idempotency-key-reused' }), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), reused, lookupMock(true)]);
    await choose(user, 'Card');
    enterCard();
    await user.click(await readyToPay());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
  });

  it('cannot be paid again once sold: a reload shows the result, and "Sell another" starts afresh', async () => {
    const sale = buyMock(() => soldAnswer(), saleValues('WALLET'));
    const { user, unmount } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Agent wallet');
    await user.click(await readyToPay());
    await screen.findByRole('heading', { name: 'Plan sold' });
    unmount();

    const stored = JSON.stringify(storedFlow()?.state);
    freshPageLoad(stored === undefined ? undefined : JSON.stringify({ state: JSON.parse(stored), version: 2 }));
    const again = renderBuyPlan(dataMocks());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Sell another' }));
    expect(await screen.findByRole('heading', { name: 'Customer & device', level: 2 })).toBeInTheDocument();
    await act(async () => undefined);
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'customer-device', values: {} });
  });
});
