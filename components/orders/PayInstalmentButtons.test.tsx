import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { PayInstalmentButtons } from './PayInstalmentButtons';
import { sendPayInstalment } from './payInstalmentRequests';

const router = { push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('./payInstalmentRequests', () => ({ sendPayInstalment: jest.fn() }));
const send = sendPayInstalment as jest.MockedFunction<typeof sendPayInstalment>;

const orderId = '7a59bcd0-cdaf-5cdc-b7aa-d284de771c7d';

describe('PayInstalmentButtons', () => {
  beforeEach(() => {
    send.mockReset();
    router.push.mockClear();
  });

  it('asks for a card payment link once under one key, and opens the payment’s screen', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendPayInstalment>>) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWithChakra(<PayInstalmentButtons orderId={orderId} number={3} amountKobo={91_667} />);
    expect(screen.getByRole('heading', { name: 'Instalment 3: ₦916.67 to pay' })).toBeInTheDocument();
    const card = screen.getByRole('button', { name: 'Send a card payment link' });
    await userEvent.dblClick(card);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0].slice(0, 2)).toEqual([orderId, 'CARD']);
    answer({ kind: 'done', done: 'pay-9' });
    await screen.findByRole('button', { name: 'Send a card payment link' });
    expect(router.push).toHaveBeenCalledWith('/account/payments/pay-9');
  });

  it('says why when the service refuses, and sends the same key again on "Pay by bank transfer" only for transfer', async () => {
    send.mockResolvedValueOnce({ kind: 'refused', failure: { message: 'Every instalment of order ORD-2026-000068 is paid', code: 'no-instalment-due' }, keyReused: false });
    renderWithChakra(<PayInstalmentButtons orderId={orderId} number={3} amountKobo={91_667} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No payment was made for the instalment.');
    expect(alert).toHaveTextContent('Every instalment of order ORD-2026-000068 is paid');
    send.mockResolvedValueOnce({ kind: 'unanswered', message: 'No answer' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect(send.mock.calls[1][2]).toBe(send.mock.calls[0][2]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Whether the payment was made is not known yet.');
    expect(router.push).not.toHaveBeenCalled();
  });
});
