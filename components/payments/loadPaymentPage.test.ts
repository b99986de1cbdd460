import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext } from 'next';
import { ConfirmPayment } from './confirmPayment';
import { GetPaymentStatus } from './getPaymentStatus';
import { loadPaymentPage } from './loadPaymentPage';

const PAYMENT_ID = '70000000-0000-4000-8000-000000000001';
const state = (status: string) => ({ __typename: 'payment_state', payment_id: PAYMENT_ID, status, reference: 'PAY-2026-000077' });

function context(id = PAYMENT_ID) {
  return { params: { id }, res: { statusCode: 200 }, resolvedUrl: `/account/payments/${id}` } as unknown as GetServerSidePropsContext;
}

function client(stored: unknown, confirm: () => Promise<unknown>) {
  const query = jest.fn(async ({ query: document }: { query: unknown }) => {
    if (document !== GetPaymentStatus) throw new Error('unexpected query');
    return { data: { payment_status: stored } };
  });
  const mutate = jest.fn(async ({ mutation }: { mutation: unknown }) => {
    if (mutation !== ConfirmPayment) throw new Error('unexpected mutation');
    return confirm();
  });
  return { query, mutate, asClient: { query, mutate } as unknown as ApolloClient };
}

describe('the payment page on the server (the gateway’s return page)', () => {
  it('asks the gateway about a pending payment at once, for the first paint', async () => {
    const fake = client(state('PENDING'), async () => ({ data: { confirm_payment: state('SUCCEEDED') } }));
    const props = await loadPaymentPage(context(), fake.asClient, 'agent');
    expect(props.paymentPage).toMatchObject({ kind: 'found', payment: { status: 'SUCCEEDED' } });
    expect(fake.mutate).toHaveBeenCalledTimes(1);
  });

  it('does not ask about a settled one', async () => {
    const fake = client(state('FAILED'), async () => ({ data: { confirm_payment: state('FAILED') } }));
    const props = await loadPaymentPage(context(), fake.asClient, 'agent');
    expect(props.paymentPage).toMatchObject({ kind: 'found', payment: { status: 'FAILED' } });
    expect(fake.mutate).not.toHaveBeenCalled();
  });

  it('shows the stored state when the gateway cannot be asked, and says so for the browser to ask again', async () => {
    const fake = client(state('PENDING'), async () => {
      throw new Error('The payment gateway is not answering right now');
    });
    const props = await loadPaymentPage(context(), fake.asClient, 'agent');
    expect(props.paymentPage).toMatchObject({ kind: 'found', payment: { status: 'PENDING' }, checkFailed: expect.any(String) });
  });

  it('is "not found" (404) for an unknown or another agent’s payment, and for a malformed id', async () => {
    const unknown = context();
    expect((await loadPaymentPage(unknown, client(null, async () => ({})).asClient, 'agent')).paymentPage).toEqual({ kind: 'not-found' });
    expect(unknown.res.statusCode).toBe(404);
    expect((await loadPaymentPage(context('nope'), client(null, async () => ({})).asClient, 'agent')).paymentPage).toEqual({ kind: 'not-found' });
  });
});
