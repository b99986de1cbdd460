import type { MockLink } from '@apollo/client/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { OpenWalletAccount } from './openWalletAccount';
import { WALLET_ACCOUNT_PANEL_MESSAGES } from './WalletAccountPanel';
import { WALLET_ACCOUNT_MESSAGES, WalletAccountSection } from './WalletAccountSection';
import { WALLET_ACCOUNT_ASKED_KEY } from '@/lib/wallet/walletAccountAsked';

const assigned = { __typename: 'wallet_account_output', status: 'ASSIGNED', account_number: '9900112233', account_name: 'Sunline / Ada Obi', bank_name: 'Wema Bank' };
const pending = { __typename: 'wallet_account_output', status: 'PENDING', account_number: null, account_name: null, bank_name: null };

function openMock(answers: unknown[]): MockLink.MockedResponse & { result: jest.Mock } {
  let asked = 0;
  const result = jest.fn(() => ({ data: { open_wallet_account: answers[Math.min(asked++, answers.length - 1)] } }));
  return { request: { query: OpenWalletAccount }, result, maxUsageCount: Number.POSITIVE_INFINITY } as MockLink.MockedResponse & { result: jest.Mock };
}

function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = userEvent.setup();
  renderWithChakra(
    <MockedApollo mocks={mocks}>
      <WalletAccountSection />
    </MockedApollo>,
  );
  return { user };
}

beforeEach(() => localStorage.clear());

describe('your account for transfers', () => {
  it('asks for nothing until the agent does, then shows the account large with a copy button', async () => {
    const open = openMock([assigned]);
    const { user } = renderSection([open]);
    expect(screen.getByText(WALLET_ACCOUNT_MESSAGES.tops)).toBeInTheDocument();
    expect(open.result).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: WALLET_ACCOUNT_MESSAGES.ask }));
    expect(await screen.findByText('9900112233')).toBeInTheDocument();
    expect(screen.getByText('Wema Bank')).toBeInTheDocument();
    expect(screen.getByText('Sunline / Ada Obi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('9900112233');
    expect(localStorage.getItem(WALLET_ACCOUNT_ASKED_KEY)).toBe('1');
    expect(localStorage.getItem(WALLET_ACCOUNT_ASKED_KEY)).not.toContain('9900112233');
  });

  it('says an account being opened is being opened, and asks again by itself', async () => {
    jest.useFakeTimers();
    try {
      const open = openMock([pending, assigned]);
      const { user } = { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
      renderWithChakra(
        <MockedApollo mocks={[open]}>
          <WalletAccountSection />
        </MockedApollo>,
      );
      await user.click(screen.getByRole('button', { name: WALLET_ACCOUNT_MESSAGES.ask }));
      expect(await screen.findByText(WALLET_ACCOUNT_PANEL_MESSAGES.pending)).toBeInTheDocument();
      // The timer's ask updates the panel: inside act, as the browser would render it.
      await act(async () => {
        jest.advanceTimersByTime(10_000);
      });
      expect(await screen.findByText('9900112233')).toBeInTheDocument();
      expect(open.result).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the account on a later visit without a press', async () => {
    localStorage.setItem(WALLET_ACCOUNT_ASKED_KEY, '1');
    renderSection([openMock([assigned])]);
    expect(await screen.findByText('9900112233')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: WALLET_ACCOUNT_MESSAGES.ask })).not.toBeInTheDocument();
  });
});
