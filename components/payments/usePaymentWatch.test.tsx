import type { MockLink } from '@apollo/client/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { GetPaymentStatus } from './getPaymentStatus';
import type { PaymentState } from './paymentStateFields';
import { usePaymentWatch } from './usePaymentWatch';

const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';

const state = (status: string, extra: Partial<PaymentState> = {}): PaymentState =>
  ({
    __typename: 'payment_state',
    payment_id: PAYMENT_ID,
    reference: 'PAY-2026-000077',
    purpose: 'PLAN_PURCHASE',
    method: 'TRANSFER',
    status,
    amount_kobo: 600_000,
    refunded_kobo: 0,
    channel: null,
    gateway_reference: null,
    checkout_url: null,
    transfer: null,
    ussd_code: null,
    failure_reason: null,
    card_last4: null,
    order_id: null,
    order_status: 'PENDING_PAYMENT',
    claim_id: null,
    wallet_balance_kobo: null,
    updated_at: '2026-11-27T21:00:00Z',
    ...extra,
  }) as PaymentState;

function watch(answers: PaymentState[]) {
  let asked = 0;
  const result = jest.fn(() => ({ data: { payment_status: answers[Math.min(asked++, answers.length - 1)] } }));
  const mocks: MockLink.MockedResponse[] = [{ request: { query: GetPaymentStatus, variables: { paymentId: PAYMENT_ID } }, result, maxUsageCount: Number.POSITIVE_INFINITY }];
  const wrapper = ({ children }: { children: ReactNode }) => <MockedApollo mocks={mocks}>{children}</MockedApollo>;
  return { result, hook: renderHook(() => usePaymentWatch(PAYMENT_ID), { wrapper }) };
}

describe('following a payment', () => {
  it('asks again at once when the browser is back online or the tab shown again, while it waits', async () => {
    const { result, hook } = watch([state('PENDING'), state('PENDING'), state('SUCCEEDED', { order_status: 'ACTIVE' })]);
    await waitFor(() => expect(hook.result.current.progress).toBe('waiting'));
    expect(result).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(2));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(hook.result.current.progress).toBe('paid'));

    // Settled: no more questions.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result).toHaveBeenCalledTimes(3);
  });

  it('calls a paid plan purchase waiting until its order is in force', async () => {
    const { hook } = watch([state('SUCCEEDED', { order_status: 'PENDING_PAYMENT' })]);
    await waitFor(() => expect(hook.result.current.payment?.status).toBe('SUCCEEDED'));
    expect(hook.result.current.progress).toBe('waiting');
  });

  it('says when the payment is not the agent’s', async () => {
    const { hook } = watch([null as unknown as PaymentState]);
    await waitFor(() => expect(hook.result.current.notFound).toBe(true));
  });
});
