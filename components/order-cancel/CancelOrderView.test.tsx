import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderUrl } from '@/components/orders/urls';
import { CANCEL_REASON_MESSAGES } from '@/lib/domain/cancellation';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { CancelOrder } from './cancelOrder';
import { CANCEL_FORM_MESSAGES } from './CancelOrderForm';
import { CancelOrderView } from './CancelOrderView';
import type { CancelOrderPage } from './loadCancelOrderPage';
import type { CancellationQuote } from './quoteCancellation';

const mockRouter = createMockRouter('/account/orders/[id]/cancel');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const ORDER_ID = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';
const TODAY = '2026-11-28';
const REASON = 'Customer changed their mind';

const QUOTE: CancellationQuote = {
  orderId: ORDER_ID,
  reference: 'ORD-2026-000068',
  policyNumber: 'SUN-2026-000068',
  status: 'ACTIVE',
  planName: 'Screen Guard',
  startsOn: '2026-11-25',
  endsOn: '2027-11-24',
  customerName: 'Uche Ahmed-Bello',
  device: 'Samsung Galaxy A55',
  refundKobo: 600_000,
  refundTo: 'WALLET',
  clawbackKobo: 60_000,
  basis: 'COOLING_OFF',
  reason: 'Within the 14-day cooling-off period: everything paid is refunded',
  coolingOffEndsOn: '2026-12-09',
};

const cancelled = () => ({ data: { cancel_order: { __typename: 'cancel_order_output', order_id: ORDER_ID, status: 'CANCELLED', refund_kobo: 600_000, clawback_kobo: 60_000, basis: 'COOLING_OFF' } } });
const refused = (message: string, extensions: Record<string, unknown>) => ({ errors: [{ message, extensions: { path: '$', ...extensions } }] });

function cancelMock(result: () => unknown, reason = REASON, delay = 20): MockLink.MockedResponse & { result: jest.Mock } {
  return { request: { query: CancelOrder, variables: { idempotencyKey: KEY, orderId: ORDER_ID, reason } }, result: jest.fn(result) as jest.Mock, delay, maxUsageCount: Number.POSITIVE_INFINITY };
}

function renderPage(page: CancelOrderPage, mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  renderWithChakra(
    <MockedApollo mocks={mocks}>
      <CancelOrderView cancelOrderPage={page} />
    </MockedApollo>,
  );
  return { user };
}
const quoted = (quote: Partial<CancellationQuote> = {}): CancelOrderPage => ({ kind: 'quoted', quote: { ...QUOTE, ...quote }, today: TODAY });
const reasonField = () => screen.getByLabelText('Reason');
const cancelButton = () => screen.getByRole('button', { name: /Cancel the plan|Cancelling the plan/ });

beforeEach(() => {
  mockRouter.push.mockClear();
  jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(KEY);
});
afterEach(() => jest.restoreAllMocks());

describe('what cancelling does, before the agent confirms', () => {
  it('says what comes back and where, why, the commission taken back and the end of cover', () => {
    renderPage(quoted());
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel this plan' })).toBeInTheDocument();
    expect(screen.getByText('₦6,000 back to your wallet')).toBeInTheDocument();
    expect(screen.getByText('Within the 14-day cooling-off period: everything paid is refunded.')).toBeInTheDocument();
    expect(screen.getByText('₦600 of the commission you earned on this plan is taken back from your wallet.')).toBeInTheDocument();
    expect(screen.getByText(/Cooling-off runs to 9 Dec 2026\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep the plan' })).toHaveAttribute('href', orderUrl(ORDER_ID));
  });

  it('a gateway sale comes back to the customer', () => {
    renderPage(quoted({ refundTo: 'GATEWAY' }));
    expect(screen.getByText('₦6,000 back to the customer’s card or bank account, through the payment gateway')).toBeInTheDocument();
  });

  it('nothing back: says so, and no commission line', () => {
    renderPage(quoted({ refundKobo: 0, refundTo: 'NONE', clawbackKobo: 0, basis: 'NONE', reason: "After cooling-off this plan's terms give nothing back", coolingOffEndsOn: '2026-11-01' }));
    expect(screen.getByText('Nothing is refunded')).toBeInTheDocument();
    expect(screen.queryByText(/commission you earned/)).not.toBeInTheDocument();
    expect(screen.getByText(/Cooling-off ran to 1 Nov 2026\./)).toBeInTheDocument();
  });

  it('an order cancelled already or ended says why and links to it', () => {
    renderPage({ kind: 'not-cancellable', orderId: ORDER_ID, message: 'Order ORD-2026-000068 is cancelled already' });
    expect(screen.getByRole('heading', { name: 'This plan cannot be cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Order ORD-2026-000068 is cancelled already.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', orderUrl(ORDER_ID));
  });
});

describe('cancelling', () => {
  it('asks for a reason before sending anything', async () => {
    const cancel = cancelMock(cancelled);
    const { user } = renderPage(quoted(), [cancel]);
    await user.click(cancelButton());
    expect(await screen.findByText(CANCEL_REASON_MESSAGES.required)).toBeInTheDocument();
    expect(reasonField()).toHaveFocus();
    expect(cancel.result).not.toHaveBeenCalled();
  });

  it('cancels once on a double click, then opens the order', async () => {
    const cancel = cancelMock(cancelled, REASON, 80);
    const { user } = renderPage(quoted(), [cancel]);
    await user.type(reasonField(), REASON);
    await user.dblClick(cancelButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(orderUrl(ORDER_ID)));
    expect(cancel.result).toHaveBeenCalledTimes(1);
    expect(screen.getByText(CANCEL_FORM_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it('found cancelled already (an earlier request whose answer was lost): opens the order', async () => {
    const { user } = renderPage(quoted(), [cancelMock(() => refused('Order ORD-2026-000068 is cancelled already', { code: 'order-already-cancelled', field: 'order_id' }))]);
    await user.type(reasonField(), REASON);
    await user.click(cancelButton());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(orderUrl(ORDER_ID)));
  });

  it('a wallet that cannot cover the commission taken back: says so with the way to fund it, and nothing is locked', async () => {
    const message = 'Cancelling takes back the ₦600 commission earned on ORD-2026-000068, and the wallet holds ₦100: fund the wallet with at least ₦500 first';
    const { user } = renderPage(quoted(), [cancelMock(() => refused(message, { code: 'insufficient-wallet-balance', shortfall_kobo: 50_000 }))]);
    await user.type(reasonField(), REASON);
    await user.click(cancelButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CANCEL_FORM_MESSAGES.notCancelled);
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Fund the wallet' })).toHaveAttribute('href', '/account/wallet');
    expect(reasonField()).not.toHaveAttribute('readonly');
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('a reason the service refuses is shown on the field', async () => {
    const { user } = renderPage(quoted(), [cancelMock(() => refused('Say why the plan is cancelled in at least 3 characters', { code: 'validation-failed', field: 'reason' }), 'abc')]);
    await user.type(reasonField(), 'abc');
    await user.click(cancelButton());
    await waitFor(() => expect(reasonField()).toHaveAccessibleErrorMessage('Say why the plan is cancelled in at least 3 characters'));
  });

  it('a lost answer: says whether it went through is not known, locks the reason, and "Try again" sends the same key', async () => {
    let calls = 0;
    const cancel = cancelMock(() => (++calls === 1 ? { errors: [{ message: 'Network down' }] } : cancelled()));
    const { user } = renderPage(quoted(), [cancel]);
    await user.type(reasonField(), REASON);
    await user.click(cancelButton());
    expect(await screen.findByText(CANCEL_FORM_MESSAGES.unknownOutcome)).toBeInTheDocument();
    expect(reasonField()).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith(orderUrl(ORDER_ID)));
    expect(cancel.result).toHaveBeenCalledTimes(2);
    await act(async () => undefined);
  });
});
