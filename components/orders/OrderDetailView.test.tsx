import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { OrderDetails } from './getOrder';
import type { OrderPage } from './loadOrderPage';
import { OrderDetailView } from './OrderDetailView';

const router = { replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const customerId = '6f1c2a4e-1b2c-4d3e-8f40-5a6b7c8d9e01';

const postpaid: OrderDetails = {
  id: orderId,
  reference: 'ORD-2026-000068',
  policyNumber: 'SUN-2026-000068',
  status: 'ACTIVE',
  billing: 'POSTPAID',
  startsOn: '2026-01-31',
  endsOn: '2027-01-30',
  createdAt: '2026-01-31T09:15:00Z',
  premiumKobo: 1_100_004,
  amountPaidKobo: 91_667,
  commissionKobo: 9_167,
  instalments: 12,
  instalmentKobo: 91_667,
  lapsedOn: null,
  plan: { name: 'Total Care + Theft', covers: ['SCREEN', 'LIQUID', 'HARDWARE', 'THEFT'] },
  device: { id: 'd-1', brand: 'Samsung', model: 'Galaxy A55', maskedImei: '•••••••••••7518' },
  renewalsBought: 0,
  customer: { id: customerId, name: 'Uche Ahmed-Bello', phone: '+2348031234567' },
  payments: [
    { id: 'pay-1', purpose: 'PLAN_PURCHASE', instalmentNumber: null, chargeAttempt: null, method: 'CARD', reference: 'PAY-2026-000101', cardLast4: '0002', channel: 'card', gatewayReference: 'T100200300', failureReason: 'Declined by the bank', status: 'FAILED', amountKobo: 91_667, createdAt: '2026-01-31T09:10:00Z',
      events: [
        { id: 'ev-1', status: 'PENDING', source: 'init', detail: { reference: 'PAY-2026-000101' }, at: '2026-01-31T09:10:00Z' },
        { id: 'ev-2', status: 'PENDING', source: 'init', detail: { gateway_reference: 'T100200299', instructions: 'checkout' }, at: '2026-01-31T09:10:02Z' },
        { id: 'ev-3', status: 'FAILED', source: 'verify', detail: { reason: 'Declined by the bank', channel: 'card', gateway_reference: 'T100200300' }, at: '2026-01-31T09:12:00Z' },
      ] },
    { id: 'pay-2', purpose: 'PLAN_PURCHASE', instalmentNumber: null, chargeAttempt: null, method: 'WALLET', reference: 'PAY-2026-000102', cardLast4: null, channel: null, gatewayReference: null, failureReason: null, status: 'SUCCEEDED', amountKobo: 91_667, createdAt: '2026-01-31T09:15:00Z',
      events: [{ id: 'ev-4', status: 'SUCCEEDED', source: 'init', detail: {}, at: '2026-01-31T09:15:00Z' }] },
  ],
  claims: [
    { id: 'cl-2', reference: 'CLM-2026-000031', type: 'THEFT', status: 'UNDER_REVIEW', createdAt: '2026-03-10T10:00:00Z' },
    { id: 'cl-1', reference: 'CLM-2026-000012', type: 'SCREEN', status: 'REJECTED', createdAt: '2026-02-20T10:00:00Z' },
  ],
  messages: [
    {
      id: 'm-1',
      event: 'SALE_RECEIPT',
      channel: 'SMS',
      recipient: '+2348031234567',
      body: 'Sunline Protect: Uche, your Total Care + Theft for Samsung Galaxy A55 is active. Paid NGN 916.67. Policy SUN-2026-000068. Proof of cover: https://agents.sunline.ng/verify/abc',
      status: 'DELIVERED',
      providerStatus: 'Delivered',
      lastError: null,
      createdAt: '2026-01-31T09:15:00Z',
      sentAt: '2026-01-31T09:15:02Z',
      deliveredAt: '2026-01-31T09:15:09Z',
    },
    {
      id: 'm-2',
      event: 'SALE_RECEIPT',
      channel: 'SMS',
      recipient: '+2348031234567',
      body: 'A second text',
      status: 'UNDELIVERED',
      providerStatus: 'DND Active on Phone Number',
      lastError: null,
      createdAt: '2026-01-31T10:00:00Z',
      sentAt: '2026-01-31T10:00:02Z',
      deliveredAt: null,
    },
  ],
};

const prepaid: OrderDetails = {
  ...postpaid,
  billing: 'PREPAID',
  premiumKobo: 800_000,
  amountPaidKobo: 800_000,
  commissionKobo: 80_000,
  instalments: 1,
  instalmentKobo: null,
  payments: [{ id: 'pay-3', purpose: 'PLAN_PURCHASE', instalmentNumber: null, chargeAttempt: null, method: 'CARD', reference: 'PAY-2026-000103', cardLast4: '4081', channel: null, gatewayReference: null, failureReason: null, status: 'SUCCEEDED', amountKobo: 800_000, createdAt: '2026-01-31T09:15:00Z', events: [] }],
  claims: [],
  messages: [],
};

// The second instalment (28 Feb) is past and unpaid; the third (31 Mar) not yet due.
const today = '2026-03-15';
const found = (order: OrderDetails): OrderPage => ({ kind: 'found', order, today });

/** The value next to a label. */
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** The list's own rows (a payment's history is a list inside its row). */
const rows = (name: string) => {
  const list = screen.getByRole('list', { name });
  return within(list).getAllByRole('listitem').filter((row) => row.parentElement === list);
};

describe('OrderDetailView', () => {
  it('shows the order: reference, status, plan, cover, customer, device (IMEI masked) and amounts', () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Order ORD-2026-000068' })).toBeInTheDocument();
    expect(screen.getByText('Active', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Sold on 31 Jan 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/account/orders');

    expect(detail('Plan')).toHaveTextContent('Total Care + Theft');
    expect(within(detail('Covers')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Screen damage', 'Liquid damage', 'Hardware fault', 'Theft']);
    expect(detail('Cover')).toHaveTextContent('31 Jan 2026 – 30 Jan 2027');
    expect(detail('Policy number')).toHaveTextContent('SUN-2026-000068');
    expect(within(detail('Name')).getByRole('link', { name: 'Uche Ahmed-Bello' })).toHaveAttribute('href', `/account/customers/${customerId}`);
    expect(detail('Phone')).toHaveTextContent('0803 123 4567');
    expect(detail('Device')).toHaveTextContent('Samsung Galaxy A55');
    expect(detail('IMEI')).toHaveTextContent('•••••••••••7518');
    expect(detail('Billing')).toHaveTextContent('Postpaid (monthly instalments)');
    expect(detail('Premium')).toHaveTextContent('₦11,000.04');
    expect(detail('Instalment')).toHaveTextContent('₦916.67 a month, 12 instalments');
    expect(detail('Amount paid')).toHaveTextContent('₦916.67');
    expect(detail('Commission')).toHaveTextContent('₦91.67');
  });

  it('has one h1 and a heading for every section', () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Plan and cover',
      'Customer',
      'Device',
      'Amounts',
      'Claims',
      'Payments',
      'Instalments',
      'Messages to the customer',
    ]);
    for (const name of ['Plan and cover', 'Customer', 'Device', 'Amounts', 'Claims', 'Payments', 'Instalments', 'Messages to the customer']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it('lists the payments oldest first, with method, card, status badge, amount, date and failure reason, each linking to its page', () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    const [declined, paid] = rows('Payments');
    expect(declined).toHaveTextContent('PAY-2026-000101');
    expect(within(declined!).getByRole('link', { name: 'PAY-2026-000101' })).toHaveAttribute('href', '/account/payments/pay-1');
    expect(declined).toHaveTextContent('Card •••• 0002');
    expect(declined).toHaveTextContent('Failed');
    expect(declined).toHaveTextContent('Declined by the bank');
    expect(declined).toHaveTextContent('Gateway reference T100200300');
    expect(declined).toHaveTextContent('₦916.67');
    expect(declined).toHaveTextContent('31 Jan 2026');
    expect(paid).toHaveTextContent('PAY-2026-000102');
    expect(paid).toHaveTextContent('Agent wallet');
    expect(paid).toHaveTextContent('Paid');
  });

  it("keeps each payment's history behind a History disclosure: what happened, in words, oldest first, with the gateway's reference", async () => {
    const user = userEvent.setup();
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    const [declined, paid] = rows('Payments');
    const history = within(declined!).getByText('History (3)');
    const list = within(declined!).getByRole('list', { name: 'History of payment PAY-2026-000101, oldest first', hidden: true });
    expect(list).not.toBeVisible();
    await user.click(history);
    expect(list).toBeVisible();
    expect(within(list).getAllByRole('listitem').map((line) => line.firstElementChild?.nextElementSibling?.firstElementChild?.textContent)).toEqual([
      'Payment started, waiting for the customer',
      'Sent to the card checkout page',
      'Failed: checked with the gateway',
    ]);
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Declined by the bank By card.');
    // The row shows the gateway's reference: the history names only another attempt's.
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Gateway reference T100200299.');
    expect(within(list).getAllByRole('listitem')[2]).not.toHaveTextContent('T100200300');
    expect(within(paid!).getByText('History (1)')).toBeInTheDocument();
    await user.click(within(paid!).getByText('History (1)'));
    expect(within(paid!).getByRole('list', { name: /History of payment PAY-2026-000102/ })).toHaveTextContent('Paid from the agent wallet');
  });

  it('shows a postpaid order’s instalments: paid, overdue once past, due', () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    const instalments = rows('Instalments');
    expect(instalments).toHaveLength(12);
    expect(instalments[0]).toHaveTextContent('Instalment 1 of 12');
    expect(instalments[0]).toHaveTextContent('31 Jan 2026');
    expect(instalments[0]).toHaveTextContent('₦916.67');
    expect(instalments[0]).toHaveTextContent('Paid');
    expect(instalments[1]).toHaveTextContent('Instalment 2 of 12');
    expect(instalments[1]).toHaveTextContent('28 Feb 2026');
    expect(instalments[1]).toHaveTextContent('Overdue');
    expect(instalments[2]).toHaveTextContent('31 Mar 2026');
    expect(instalments[2]).toHaveTextContent(/Due$/);
    expect(instalments[11]).toHaveTextContent('31 Dec 2026');
    expect(screen.getByText('1 of 12 paid, 1 overdue.')).toBeInTheDocument();
  });

  it('shows what became of the saved card’s charges: paid by which payment, retrying with the bank’s words and the next try, failed', () => {
    const charge = (id: string, instalmentNumber: number, chargeAttempt: number, status: string, failureReason: string | null) => ({
      ...postpaid.payments[1],
      id,
      purpose: 'INSTALMENT',
      instalmentNumber,
      chargeAttempt,
      method: 'CARD',
      reference: `PAY-2026-0002${id}`,
      status,
      failureReason,
      events: [],
    });
    const charged: OrderDetails = {
      ...postpaid,
      startsOn: '2026-01-15',
      amountPaidKobo: 2 * 91_667,
      payments: [...postpaid.payments, charge('10', 2, 0, 'SUCCEEDED', null), charge('11', 3, 0, 'FAILED', 'Insufficient Funds'), charge('12', 3, 1, 'FAILED', 'Insufficient Funds')],
    };
    // The third instalment fell due on 15 Mar; tried then and on the 16th, next on the 18th.
    renderWithChakra(<OrderDetailView orderPage={{ kind: 'found', order: charged, today: '2026-03-16' }} />);
    const instalments = rows('Instalments');
    expect(instalments[0]).toHaveTextContent('Paid by PAY-2026-000102');
    expect(instalments[1]).toHaveTextContent('Paid by PAY-2026-000210');
    expect(instalments[2]).toHaveTextContent('Retrying');
    expect(instalments[2]).toHaveTextContent('Insufficient Funds. The saved card will be tried again on 18 Mar 2026.');
    expect(screen.getByText('2 of 12 paid, 1 overdue.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instalment 3: ₦916.67 to pay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a card payment link' })).toBeInTheDocument();
  });

  it('offers no pay link while nothing has fallen due, nor on an order not in force', () => {
    const { unmount } = renderWithChakra(<OrderDetailView orderPage={{ kind: 'found', order: postpaid, today: '2026-02-27' }} />);
    expect(screen.queryByRole('button', { name: 'Send a card payment link' })).not.toBeInTheDocument();
    unmount();
    renderWithChakra(<OrderDetailView orderPage={{ kind: 'found', order: { ...postpaid, status: 'EXPIRED' }, today: '2027-03-15' }} />);
    expect(screen.queryByRole('button', { name: 'Send a card payment link' })).not.toBeInTheDocument();
  });

  it('says a lapsed plan covers nothing since its lapse, how to put it back in force and until when, and offers the pay link meanwhile', () => {
    const lapsed: OrderDetails = { ...postpaid, status: 'LAPSED', lapsedOn: '2026-03-15' };
    const { unmount } = renderWithChakra(<OrderDetailView orderPage={{ kind: 'found', order: lapsed, today: '2026-03-20' }} />);
    const notice = screen.getByText('Not covered since 15 Mar 2026: instalments unpaid').closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Paying the overdue instalments by 14 Apr 2026 puts the plan back in force from the day they are paid.');
    expect(screen.getByRole('button', { name: 'Send a card payment link' })).toBeInTheDocument();
    unmount();
    renderWithChakra(<OrderDetailView orderPage={{ kind: 'found', order: lapsed, today: '2026-04-15' }} />);
    expect(screen.getByText(/It can no longer be reinstated \(the last day was 14 Apr 2026\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a card payment link' })).not.toBeInTheDocument();
  });

  it('shows no instalments for a prepaid order', () => {
    renderWithChakra(<OrderDetailView orderPage={found(prepaid)} />);
    expect(detail('Billing')).toHaveTextContent('Prepaid (paid once)');
    expect(detail('Premium')).toHaveTextContent('₦8,000');
    expect(screen.queryByText('Instalment', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Instalments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Instalments' })).not.toBeInTheDocument();
    expect(rows('Payments')[0]).toHaveTextContent('Card •••• 4081');
  });

  it.each([
    ['ACTIVE', 'Active', true],
    ['EXPIRED', 'Expired', true],
    ['CANCELLED', 'Cancelled', true],
    ['PENDING_PAYMENT', 'Pending payment', false],
    ['PAYMENT_FAILED', 'Payment failed', false],
  ])('a %s order shows "%s" and a protection card link: %s', (status, label, hasCard) => {
    renderWithChakra(<OrderDetailView orderPage={found({ ...prepaid, status })} />);
    expect(screen.getByText(label, { exact: true })).toBeInTheDocument();
    const card = screen.queryByRole('link', { name: 'View protection card' });
    if (hasCard) expect(card).toHaveAttribute('href', `/account/cards/${orderId}`);
    else expect(card).not.toBeInTheDocument();
  });

  it('offers "Renew" into the wizard while the plan is within the renewal window and not renewed yet', () => {
    const endingSoon: OrderDetails = { ...prepaid, endsOn: '2026-03-30' };
    const view = renderWithChakra(<OrderDetailView orderPage={found(endingSoon)} />);
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', `/account/buy-plan?customer=${customerId}&device=d-1&renewal=${orderId}`);

    view.rerender(<OrderDetailView orderPage={found({ ...endingSoon, renewalsBought: 1 })} />);
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    view.rerender(<OrderDetailView orderPage={found({ ...endingSoon, status: 'CANCELLED' })} />);
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
    // Ends in more than 30 days: not yet.
    view.rerender(<OrderDetailView orderPage={found(prepaid)} />);
    expect(screen.queryByRole('link', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it("lists the order's claims newest first, each opening its claim, with its type, date and status", () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    const [theft, screenClaim] = rows('Claims');
    expect(within(theft).getByRole('link', { name: 'CLM-2026-000031' })).toHaveAttribute('href', '/account/warranty/cl-2');
    for (const text of ['Theft', '10 Mar 2026', 'Under review']) expect(theft).toHaveTextContent(text);
    expect(within(screenClaim).getByRole('link', { name: 'CLM-2026-000012' })).toHaveAttribute('href', '/account/warranty/cl-1');
    for (const text of ['Screen damage', '20 Feb 2026', 'Rejected']) expect(screenClaim).toHaveTextContent(text);
  });

  it('says when the order has no claims', () => {
    renderWithChakra(<OrderDetailView orderPage={found(prepaid)} />);
    expect(screen.getByText('No claims on this order.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it.each([
    ['ACTIVE', true],
    ['EXPIRED', true],
    ['CANCELLED', false],
    ['PENDING_PAYMENT', false],
    ['PAYMENT_FAILED', false],
  ])('a %s order offers "File a claim" into the claim form for it: %s', (status, offered) => {
    renderWithChakra(<OrderDetailView orderPage={found({ ...prepaid, status })} />);
    const fileClaim = screen.queryByRole('link', { name: 'File a claim' });
    if (offered) expect(fileClaim).toHaveAttribute('href', `/account/warranty/new?order=${orderId}`);
    else expect(fileClaim).not.toBeInTheDocument();
  });

  it.each([
    ['ACTIVE', true],
    ['PENDING_PAYMENT', true],
    ['PAYMENT_FAILED', true],
    ['EXPIRED', false],
    ['CANCELLED', false],
  ])('a %s order offers "Cancel plan": %s', (status, offered) => {
    renderWithChakra(<OrderDetailView orderPage={found({ ...prepaid, status })} />);
    const cancel = screen.queryByRole('link', { name: 'Cancel plan' });
    if (offered) expect(cancel).toHaveAttribute('href', `/account/orders/${orderId}/cancel`);
    else expect(cancel).not.toBeInTheDocument();
  });

  it('shows what the customer was sent: the text as sent, to which number, when, whether it arrived, and the provider’s words when not', () => {
    renderWithChakra(<OrderDetailView orderPage={found(postpaid)} />);
    const [receipt, undelivered] = rows('Messages to the customer');
    for (const text of ['Receipt and proof of cover (SMS)', '+2348031234567', '31 Jan 2026, 10:15', 'Delivered', 'Proof of cover: https://agents.sunline.ng/verify/abc']) {
      expect(receipt).toHaveTextContent(text);
    }
    for (const text of ['Not delivered', 'DND Active on Phone Number']) expect(undelivered).toHaveTextContent(text);
    expect(receipt).not.toHaveTextContent('DND');
  });

  it('says when nothing was sent to the customer yet', () => {
    renderWithChakra(<OrderDetailView orderPage={found(prepaid)} />);
    expect(screen.getByText('Nothing sent to the customer yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages to the customer' })).not.toBeInTheDocument();
  });

  it('says when no payment was made yet', () => {
    renderWithChakra(<OrderDetailView orderPage={found({ ...prepaid, status: 'PENDING_PAYMENT', amountPaidKobo: 0, commissionKobo: 0, payments: [] })} />);
    expect(screen.getByText('No payment yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();
    expect(detail('Amount paid')).toHaveTextContent('₦0');
  });

  it('says "Order not found" with a way back to the list', () => {
    renderWithChakra(<OrderDetailView orderPage={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/account/orders');
    expect(screen.queryByRole('link', { name: 'View protection card' })).not.toBeInTheDocument();
  });

  it('says when the order could not be loaded, with a way to try again', () => {
    renderWithChakra(<OrderDetailView orderPage={{ kind: 'unavailable', message: 'The service could not be reached.', retryPath: `/account/orders/${orderId}` }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'This order could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The service could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/account/orders/${orderId}`);
  });
});
