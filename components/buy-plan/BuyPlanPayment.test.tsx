import { act, screen, waitFor, within } from '@testing-library/react';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@/lib/errorMessages';
import { serviceUnavailableError } from '@/lib/testing/serviceUnavailable';
import { BUY_PLAN_MESSAGES } from '@/lib/actions/buyPlan';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { ConfirmPayment } from '@/components/payments/confirmPayment';
import { goToCheckout } from '@/components/payments/goToCheckout';
import { PAYMENT_WAITING_MESSAGES } from '@/components/payments/PaymentInstructions';
import {
  atPayment,
  buyMock,
  CHECKOUT_URL,
  dataMocks,
  freshPageLoad,
  KEY,
  lookupMock,
  NEW_KEY,
  ORDER_ID,
  PAYMENT_ID,
  paymentState,
  paymentStatusMock,
  payButton,
  pendingAnswer,
  PUBLIC_ORIGIN,
  refused,
  renderBuyPlan,
  saleValues,
  soldAnswer,
  storedFlow,
} from './buyPlanTestKit';
import { BUY_PLAN_MESSAGES_ON_SCREEN } from './BuyPlanWizard';
import { LAST_PAYMENT_MESSAGES } from './LastPaymentNotice';
import { SALE_WAITING_MESSAGES } from './SaleWaiting';

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual<typeof import('./buyPlanTestKit')>('./buyPlanTestKit').mockRouter }));
jest.mock('@/components/payments/goToCheckout', () => ({ goToCheckout: jest.fn() }));

beforeEach(() => {
  freshPageLoad(atPayment());
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValueOnce(KEY).mockReturnValueOnce(NEW_KEY);
});
afterEach(() => {
  jest.restoreAllMocks();
  (goToCheckout as jest.Mock).mockReset();
});

async function choose(user: ReturnType<typeof renderBuyPlan>['user'], method: 'Agent wallet' | 'Card' | 'Bank transfer' | 'USSD') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${method}`) }));
}

/** Waits until "Pay ₦…" shows the quoted amount (the quote has arrived). */
const readyToPay = () => screen.findByRole('button', { name: /^Pay ₦/ });

describe('paying from the wallet', () => {
  it('shows the balance and sells the plan: one request, then the sale as the service recorded it', async () => {
    // The answer takes long enough that a busy machine's double click is over before it arrives.
    const sale = { ...buyMock(() => soldAnswer(), saleValues('WALLET')), delay: 3_000 };
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Agent wallet');
    expect(await screen.findByText('Balance ₦200,000')).toBeInTheDocument();
    expect(await readyToPay()).toHaveTextContent('Pay ₦10,500');

    await user.dblClick(payButton());
    expect(storedFlow()?.state.values).toMatchObject({ idempotencyKey: KEY, awaitingAnswer: true });
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Plan sold', level: 1 }, { timeout: 10_000 })).toHaveFocus();
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

  it('blocks a wallet that cannot cover the amount, saying how much is missing, and offers the other ways', async () => {
    const { user } = renderBuyPlan(dataMocks({ balanceKobo: 500_000 }));
    await choose(user, 'Agent wallet');
    expect(await screen.findByText('The wallet is ₦5,500 short of the ₦10,500 due.')).toBeInTheDocument();
    expect(await readyToPay()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(screen.getByRole('radio', { name: /^Card/ })).toBeChecked();
    expect(screen.queryByLabelText(/card number/i)).not.toBeInTheDocument();
  });

  it('shows the service’s own refusal when the wallet was spent meanwhile', async () => {
    const message = 'Insufficient wallet balance: this plan costs ₦10,500 and the wallet holds ₦2,000. Fund the wallet with at least ₦8,500 or pay by card';
    const refusal = buyMock(() => refused(message, { code: ACTION_ERROR_CODES.insufficientWalletBalance, shortfall_kobo: 850_000 }), saleValues('WALLET'));
    const { user } = renderBuyPlan([...dataMocks(), refusal]);
    await choose(user, 'Agent wallet');
    await user.click(await readyToPay());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(storedFlow()?.state.values.awaitingAnswer).toBe(false);
  });
});

describe('paying through the gateway', () => {
  it('offers four clear ways to pay, asks for one, and for USSD the customer’s bank, before sending anything', async () => {
    const { user } = renderBuyPlan(dataMocks());
    for (const name of ['Agent wallet', 'Card', 'Bank transfer', 'USSD']) expect(await screen.findByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    await user.click(await readyToPay());
    expect(await screen.findByText(BUY_PLAN_MESSAGES.paymentMethod)).toBeInTheDocument();

    await choose(user, 'USSD');
    await user.click(payButton());
    expect(await screen.findByText(BUY_PLAN_MESSAGES.ussdBank)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^GTBank/ })).toBeInTheDocument();
    expect(storedFlow()?.state.values.idempotencyKey).toBeUndefined();
  });

  it('card: nothing card-like on screen; the payment is stored, then the gateway’s checkout page opens in this tab', async () => {
    const sale = buyMock(() => pendingAnswer('CARD'), saleValues('CARD'));
    const { user } = renderBuyPlan([...dataMocks(), sale, paymentStatusMock([paymentState('CARD')])]);
    await choose(user, 'Card');
    expect(screen.queryByLabelText(/card number|cvv|expiry/i)).not.toBeInTheDocument();
    expect(document.querySelector('[autocomplete^="cc-"]')).toBeNull();
    expect(await readyToPay()).toHaveTextContent('Pay ₦10,500 on the payment page');
    (goToCheckout as jest.Mock).mockImplementation(() => {
      // The flow holds the payment before the browser leaves.
      expect(storedFlow()?.state.values).toMatchObject({ payment: { paymentId: PAYMENT_ID, method: 'CARD', checkoutUrl: CHECKOUT_URL }, awaitingAnswer: false });
    });
    await user.click(payButton());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'CARD', idempotencyKey: KEY }));
    expect(sale.result.mock.calls[0]?.[0]).not.toHaveProperty('card');
    expect(await screen.findByText(PAYMENT_WAITING_MESSAGES.cardTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_WAITING_MESSAGES.openAgain })).toHaveAttribute('href', CHECKOUT_URL);
  });

  it('transfer: shows the account, bank, name and exact amount large, and moves to Done by itself when the money arrives', async () => {
    const sale = buyMock(() => pendingAnswer('TRANSFER'), saleValues('TRANSFER'));
    const paid = paymentState('TRANSFER', { status: 'SUCCEEDED', channel: 'bank_transfer', order_status: 'ACTIVE', transfer: null });
    const status = paymentStatusMock([paymentState('TRANSFER'), paid]);
    const { user } = renderBuyPlan([...dataMocks(), sale, status, lookupMock(true)]);
    await choose(user, 'Bank transfer');
    await user.click(await readyToPay());
    expect(await screen.findByText(PAYMENT_WAITING_MESSAGES.transferTitle)).toBeInTheDocument();
    for (const text of ['9912345678', 'Wema Bank', 'Paystack Checkout / Sunline', '₦10,500']) expect(screen.getAllByText(text)[0]).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    expect(storedFlow()?.state.values.payment).toEqual({ paymentId: PAYMENT_ID, method: 'TRANSFER' });
    // The next question (every ~3 s) finds the money: Done, with the order read by the sale's key.
    expect(await screen.findByRole('heading', { name: 'Plan sold' }, { timeout: 9000 })).toBeInTheDocument();
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'done', values: { sold: { orderId: ORDER_ID } } });
    expect(storedFlow()?.state.values).not.toHaveProperty('payment');
  }, 15_000);

  it('USSD: shows the code to dial for the chosen bank, and "Check now" asks the gateway at once', async () => {
    const sale = buyMock(() => pendingAnswer('USSD'), saleValues('USSD'));
    const confirm = { request: { query: ConfirmPayment, variables: { paymentId: PAYMENT_ID } }, result: jest.fn(() => ({ data: { confirm_payment: paymentState('USSD', { status: 'SUCCEEDED', order_status: 'ACTIVE' }) } })) };
    const { user } = renderBuyPlan([...dataMocks(), sale, paymentStatusMock([paymentState('USSD')]), confirm, lookupMock(true)]);
    await choose(user, 'USSD');
    await user.click(screen.getByRole('radio', { name: /^GTBank/ }));
    await user.click(await readyToPay());
    expect(await screen.findByText('*737*000*1234#')).toBeInTheDocument();
    expect(sale.result).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'USSD', ussdBank: 'GTBANK' }));
    await user.click(screen.getByRole('button', { name: PAYMENT_WAITING_MESSAGES.checkNow }));
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(confirm.result).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['failed', { status: 'FAILED', failure_reason: 'Declined by the bank' }, 'Declined by the bank'],
    ['abandoned', { status: 'ABANDONED' }, 'The customer did not pay in time, so the payment was closed.'],
  ])('says a %s payment plainly and offers "Pay another way": the same sale under a new key', async (_label, ended, reason) => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: NEW_KEY, payment: { paymentId: PAYMENT_ID, method: 'CARD', checkoutUrl: CHECKOUT_URL } }));
    const byWallet = buyMock(() => soldAnswer(), saleValues('WALLET'), KEY);
    const { user } = renderBuyPlan([...dataMocks(), paymentStatusMock([paymentState('CARD', { ...ended, order_status: 'PAYMENT_FAILED' })]), byWallet]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SALE_WAITING_MESSAGES.unpaidTitle);
    expect(alert).toHaveTextContent(reason);
    await user.click(screen.getByRole('button', { name: SALE_WAITING_MESSAGES.payAnotherWay }));
    expect(storedFlow()?.state.values).not.toHaveProperty('payment');
    expect(storedFlow()?.state.values).not.toHaveProperty('idempotencyKey');
    await choose(user, 'Agent wallet');
    await user.click(await readyToPay());
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    // A new key: the failed payment's request is not the one sent now.
    expect(byWallet.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('resumes the waiting screen after a reload or a closed checkout tab, without paying again', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: KEY, payment: { paymentId: PAYMENT_ID, method: 'CARD', checkoutUrl: CHECKOUT_URL } }));
    const sale = buyMock(() => pendingAnswer('CARD'), saleValues('CARD'));
    renderBuyPlan([...dataMocks(), sale, paymentStatusMock([paymentState('CARD')])]);
    expect(await screen.findByText(PAYMENT_WAITING_MESSAGES.cardTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_WAITING_MESSAGES.openAgain })).toHaveAttribute('href', CHECKOUT_URL);
    expect(sale.result).not.toHaveBeenCalled();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('shows the instalments of a monthly plan on the result', async () => {
    freshPageLoad(atPayment({ billing: 'POSTPAID' }));
    const postpaid = soldAnswer({ billing: 'POSTPAID', premium_kobo: 1_155_600, instalment_kobo: 96_300, instalments: 12, amount_paid_kobo: 96_300, commission_kobo: 9_630 });
    const sale = buyMock(() => postpaid, saleValues('WALLET', { billing: 'POSTPAID' }));
    const { user } = renderBuyPlan([...dataMocks(), sale]);
    await choose(user, 'Agent wallet');
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
    expect(screen.getByRole('radio', { name: /^USSD/ })).toBeDisabled();
    // The lost payment is settled with "Try again", not paid anew.
    expect(payButton()).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Plan sold' })).toBeInTheDocument();
    expect(lost.result).toHaveBeenCalledTimes(1);
    expect(lost.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
  });

  it('says plainly when the service cannot serve for now (503), keeps every value and the key, and pays under that key', async () => {
    const sale = buyMock(() => soldAnswer(), saleValues('TRANSFER'));
    const { user } = renderBuyPlan([...dataMocks(), { request: sale.request, error: serviceUnavailableError() }, sale]);
    await choose(user, 'Bank transfer');
    await user.click(await readyToPay());

    // Had the database gone just as the sale committed, the customer was charged: not known yet, as a lost answer.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LAST_PAYMENT_MESSAGES.unanswered);
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGES['database-unavailable']);
    expect(screen.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
    expect(storedFlow()?.state).toMatchObject({ currentStep: 'payment', values: { idempotencyKey: KEY, paymentMethod: 'TRANSFER', awaitingAnswer: true } });

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

  it('replays a card payment whose answer was lost before a reload: the same key, the waiting screen, and no checkout opened by itself', async () => {
    freshPageLoad(atPayment({ paymentMethod: 'CARD', idempotencyKey: KEY, awaitingAnswer: true }));
    const replay = buyMock(() => pendingAnswer('CARD'), saleValues('CARD'));
    renderBuyPlan([...dataMocks(), replay, paymentStatusMock([paymentState('CARD')])]);
    expect(await screen.findByText(PAYMENT_WAITING_MESSAGES.cardTitle)).toBeInTheDocument();
    expect(replay.result).toHaveBeenCalledTimes(1);
    expect(replay.result).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEY }));
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('takes the sale another request made under the key (answer lost, then other values) instead of failing', async () => {
    const reused = buyMock(() => refused('This idempotency key was already used for a different request', { code: ACTION_ERROR_CODES.idempotencyKeyReused }), saleValues('WALLET'));
    const { user } = renderBuyPlan([...dataMocks(), reused, lookupMock(true)]);
    await choose(user, 'Agent wallet');
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
