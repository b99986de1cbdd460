import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { BUY_PLAN_FLOW_KEY, FUND_WALLET_STORE_KEY } from '@/lib/flows/flowKeys';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { ConfirmPayment } from './confirmPayment';
import { GetPaymentStatus } from './getPaymentStatus';
import type { PaymentPage } from './loadPaymentPage';
import { PAYMENT_PAGE_MESSAGES } from './PaymentDetail';
import { PAYMENT_WAITING_MESSAGES } from './PaymentInstructions';
import { PAYMENT_POLL_MS } from './paymentProgress';
import type { PaymentState } from './paymentStateFields';
import { PaymentView } from './PaymentView';

const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';
const ORDER_ID = '50000000-0000-4000-8000-000000000001';
const CHECKOUT_URL = 'http://localhost:18190/checkout/ref_abc123';

const payment = (extra: Partial<PaymentState> = {}): PaymentState => ({
  __typename: 'payment_state',
  payment_id: PAYMENT_ID,
  reference: 'PAY-2026-000077',
  purpose: 'PLAN_PURCHASE',
  method: 'CARD',
  status: 'PENDING',
  amount_kobo: 1_050_000,
  refunded_kobo: 0,
  channel: null,
  gateway_reference: null,
  checkout_url: CHECKOUT_URL,
  transfer: null,
  ussd_code: null,
  failure_reason: null,
  card_last4: null,
  order_id: ORDER_ID,
  order_status: 'PENDING_PAYMENT',
  claim_id: null,
  wallet_balance_kobo: null,
  updated_at: '2026-11-27T21:00:00Z',
  ...extra,
});

function mocks(confirmed: PaymentState, polled: PaymentState = confirmed) {
  const confirm = jest.fn(() => ({ data: { confirm_payment: confirmed } }));
  const status = jest.fn(() => ({ data: { payment_status: polled } }));
  const list: MockLink.MockedResponse[] = [
    { request: { query: ConfirmPayment, variables: { paymentId: PAYMENT_ID } }, result: confirm, delay: 30, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: GetPaymentStatus, variables: { paymentId: PAYMENT_ID } }, result: status, maxUsageCount: Number.POSITIVE_INFINITY },
  ];
  return { list, confirm, status };
}

function renderPage(page: PaymentPage, list: MockLink.MockedResponse[]) {
  return renderWithChakra(
    <MockedApollo mocks={list}>
      <PaymentView paymentPage={page} />
    </MockedApollo>,
  );
}

beforeEach(() => localStorage.clear());

describe('the payment page (the gateway’s return page)', () => {
  it('a payment the server found paid (asked at the gateway on the way back): no GraphQL client, and back into the wizard for proof of cover', async () => {
    localStorage.setItem(BUY_PLAN_FLOW_KEY, JSON.stringify({ state: { values: { payment: { paymentId: PAYMENT_ID, method: 'CARD' } } }, version: 4 }));
    const paid = payment({ status: 'SUCCEEDED', channel: 'card', card_last4: '4081', order_status: 'ACTIVE', checkout_url: null, gateway_reference: 'T1234567' });
    const { list, confirm, status } = mocks(paid);
    renderPage({ kind: 'found', payment: paid }, list);
    expect(screen.getByRole('heading', { name: 'Payment PAY-2026-000077', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_PAGE_MESSAGES.planPaid)).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Card •••• 4081')).toBeInTheDocument();
    expect(screen.getByText('T1234567')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: PAYMENT_PAGE_MESSAGES.continueToCover })).toHaveAttribute('href', '/account/buy-plan');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(confirm).not.toHaveBeenCalled();
    expect(status).not.toHaveBeenCalled();
  });

  it('while pending: what the customer does at once, with no GraphQL client until the first question is due; then follows the payment', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { list, confirm, status } = mocks(payment());
      renderPage({ kind: 'found', payment: payment() }, list);
      expect(screen.getByText('Pending')).toBeInTheDocument();
      expect(screen.getByText(PAYMENT_WAITING_MESSAGES.cardTitle)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: PAYMENT_WAITING_MESSAGES.openAgain })).toHaveAttribute('href', CHECKOUT_URL);
      expect(screen.getByRole('link', { name: PAYMENT_PAGE_MESSAGES.seeOrder })).toHaveAttribute('href', `/account/orders/${ORDER_ID}`);
      act(() => jest.advanceTimersByTime(PAYMENT_POLL_MS - 100));
      await act(async () => undefined);
      expect(status).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(status).toHaveBeenCalled());
      expect(confirm).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('"Check now" before the live part has loaded asks the gateway once it has', async () => {
    const paid = payment({ status: 'SUCCEEDED', order_status: 'ACTIVE', checkout_url: null, updated_at: '2026-11-27T21:05:00Z' });
    const { list, confirm } = mocks(paid, payment());
    renderPage({ kind: 'found', payment: payment() }, list);
    act(() => screen.getByRole('button', { name: PAYMENT_WAITING_MESSAGES.checkNow }).click());
    expect(await screen.findByText(PAYMENT_PAGE_MESSAGES.planPaid)).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('"Check now" once the page follows the payment', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const paid = payment({ status: 'SUCCEEDED', order_status: 'ACTIVE', checkout_url: null, updated_at: '2026-11-27T21:05:00Z' });
      const { list, confirm, status } = mocks(paid, payment());
      renderPage({ kind: 'found', payment: payment() }, list);
      act(() => jest.advanceTimersByTime(PAYMENT_POLL_MS));
      await waitFor(() => expect(status).toHaveBeenCalled());
      expect(confirm).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: PAYMENT_WAITING_MESSAGES.checkNow }).click());
      expect(await screen.findByText(PAYMENT_PAGE_MESSAGES.planPaid)).toBeInTheDocument();
      expect(confirm).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks the gateway on arrival when the server could not', async () => {
    const { list, confirm } = mocks(payment());
    renderPage({ kind: 'found', payment: payment(), checkFailed: 'The payment gateway is not answering right now' }, list);
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
  });

  it('says a failed payment plainly, with the gateway’s reason', () => {
    const failed = payment({ status: 'FAILED', failure_reason: 'Declined by the bank', checkout_url: null, order_status: 'PAYMENT_FAILED' });
    renderPage({ kind: 'found', payment: failed }, []);
    expect(screen.getByText(PAYMENT_PAGE_MESSAGES.unpaid)).toBeInTheDocument();
    expect(screen.getByText('Declined by the bank')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('a wallet top-up: the new balance and "Back to wallet", and the wallet forgets the top-up it sent to checkout', async () => {
    localStorage.setItem(FUND_WALLET_STORE_KEY, JSON.stringify({ state: { values: { paymentId: PAYMENT_ID, awaitingAnswer: false } }, version: 2 }));
    const paid = payment({ purpose: 'WALLET_FUNDING', order_id: null, order_status: null, amount_kobo: 500_000, status: 'SUCCEEDED', wallet_balance_kobo: 2_500_000, checkout_url: null });
    renderPage({ kind: 'found', payment: paid }, []);
    expect(screen.getByText(PAYMENT_PAGE_MESSAGES.fundingPaid)).toBeInTheDocument();
    expect(screen.getByText('₦25,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_PAGE_MESSAGES.backToWallet })).toHaveAttribute('href', '/account/wallet');
    await waitFor(() => expect(localStorage.getItem(FUND_WALLET_STORE_KEY)).toBeNull());
  });

  it('a claim’s excess paid from the wallet: said plainly, with the way back to the claim', () => {
    const claimId = '3c1e5a2b-7d4f-4e8a-9b6c-0d1e2f3a4b5c';
    const paid = payment({ purpose: 'EXCESS', method: 'WALLET', order_id: null, order_status: null, claim_id: claimId, amount_kobo: 500_000, status: 'SUCCEEDED', checkout_url: null });
    renderPage({ kind: 'found', payment: paid }, []);
    expect(screen.getByText('Claim excess, ₦5,000')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_PAGE_MESSAGES.excessPaid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_PAGE_MESSAGES.seeClaim })).toHaveAttribute('href', `/account/warranty/${claimId}`);
    expect(screen.getByRole('link', { name: 'The claim' })).toHaveAttribute('href', `/account/warranty/${claimId}`);
  });

  it('a transfer waiting: account, bank, name, the exact amount and the expiry, large', async () => {
    const transfer = payment({
      method: 'TRANSFER',
      checkout_url: null,
      transfer: { __typename: 'transfer_account', account_number: '9912345678', account_name: 'Paystack Checkout / Sunline', bank_name: 'Wema Bank', amount_kobo: 1_050_050, expires_at: '2026-11-27T21:30:00Z' },
    });
    const { list } = mocks(transfer);
    renderPage({ kind: 'found', payment: transfer }, list);
    expect(await screen.findByText(PAYMENT_WAITING_MESSAGES.transferTitle)).toBeInTheDocument();
    for (const text of ['9912345678', 'Wema Bank', 'Paystack Checkout / Sunline', '₦10,500.5', '27 Nov 2026, 22:30']) expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the same answer for an unknown payment or another agent’s', () => {
    renderPage({ kind: 'not-found' }, []);
    expect(screen.getByRole('heading', { name: 'Payment not found' })).toBeInTheDocument();
  });
});
