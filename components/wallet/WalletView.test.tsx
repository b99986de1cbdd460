import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParsedUrlQuery } from 'node:querystring';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import { parseListQuery } from '@/lib/lists/listQuery';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { createMockRouter } from '@/lib/testing/mockRouter';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { LEDGER_PAGE_SIZE } from './ledgerList';
import type { WalletPageProps } from './loadWalletPage';
import { LEDGER_FILTERS, NO_LEDGER_FILTERS } from './ledgerList';
import { GetWalletLedger, ledgerWhere, type LedgerData, type LedgerLine } from './ledgerListQuery';
import { WalletView } from './WalletView';

const mockRouter = Object.assign(createMockRouter('/account/wallet'), { asPath: '/account/wallet' });
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Funding has its own tests (FundWalletForm.test.tsx): here it is where the page puts it.
jest.mock('./FundWalletSection', () => ({ FundWalletSection: () => <button type="button">Fund wallet</button> }));

const line = (n: number, extra: Partial<LedgerLine> = {}): LedgerLine => ({
  __typename: 'wallet_transaction',
  id: `t${n}`,
  kind: 'COMMISSION',
  description: `Commission on ORD-2026-00000${n}`,
  amount_kobo: 50_000,
  balance_after_kobo: 1_000_000 + n * 50_000,
  created_at: '2026-11-20T10:00:00+00:00',
  payment: null,
  plan_order: { __typename: 'plan_order', id: `o${n}`, reference: `ORD-2026-00000${n}` },
  ...extra,
});

const answer = (lines: LedgerLine[], total: number): LedgerData => ({
  wallet_transaction: lines,
  wallet_transaction_aggregate: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', count: total } },
});

function mock(query: ParsedUrlQuery, result: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse {
  const list = parseListQuery(query, LEDGER_FILTERS);
  const where = JSON.stringify(ledgerWhere(list));
  const request = { query: GetWalletLedger, variables: (vars: Record<string, unknown>) => JSON.stringify(vars.where) === where && vars.offset === (list.page - 1) * LEDGER_PAGE_SIZE };
  return result instanceof Error ? { request, error: result } : { request, result };
}

const found: WalletPageProps['summary'] = { kind: 'found', balanceKobo: 20_000_000, commissionKobo: 455_700 };

function renderWallet(query: ParsedUrlQuery, props: Partial<WalletPageProps>, mocks: MockLink.MockedResponse[] = []) {
  mockRouter.query = query;
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <WalletView summary={found} ledgerPage={{ kind: 'unanswered' }} {...props} />
    </MockedApollo>,
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Ledger' })).getAllByRole('listitem');

beforeEach(() => mockRouter.push.mockClear());

describe('WalletView', () => {
  it('shows the balance, this month’s commission, funding and the ledger the server found, each line with the balance after it', async () => {
    const lines = [
      line(2, { kind: 'PURCHASE', amount_kobo: -6_475_000, balance_after_kobo: 2_821_380, description: 'Total Care for Apple iPhone 13 (ORD-2025-000007)', payment: { __typename: 'payment', id: 'p', reference: 'PAY-2025-000016' } }),
      line(1, { kind: 'FUNDING', amount_kobo: 9_296_380, balance_after_kobo: 9_296_380, description: 'Wallet funded by card •••• 4081' }),
    ];
    renderWallet({}, { ledgerPage: { kind: 'page', q: '', page: 1, filters: NO_LEDGER_FILTERS, rows: lines, total: 2 } });

    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('₦200,000');
    expect(screen.getByRole('group', { name: 'Commission this month' })).toHaveTextContent('₦4,557');
    expect(screen.getByRole('button', { name: 'Fund wallet' })).toBeInTheDocument();
    const [purchase, funding] = rows();
    for (const text of ['Purchase', '−₦64,750', '₦28,213.8', 'PAY-2025-000016']) expect(purchase).toHaveTextContent(text);
    for (const text of ['Funding', '+₦92,963.8', 'Wallet funded by card •••• 4081']) expect(funding).toHaveTextContent(text);
    expect(screen.getByText('1–2 of 2 lines')).toBeInTheDocument();
  });

  it('shows skeletons while the ledger loads from the browser', async () => {
    renderWallet({}, {}, [{ ...mock({}, { data: answer([line(1)], 1) }), delay: 10_000 }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading the ledger')).toBeInTheDocument();
  });

  it('says when no money has moved yet, and when nothing matches the filters', async () => {
    renderWallet({}, { ledgerPage: { kind: 'page', q: '', page: 1, filters: NO_LEDGER_FILTERS, rows: [], total: 0 } });
    expect(screen.getByRole('heading', { name: 'No money has moved yet' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    const filters = { kinds: ['REFUND' as const], from: null, to: null };
    renderWallet({ kind: 'REFUND' }, { ledgerPage: { kind: 'page', q: '', page: 1, filters, rows: [], total: 0 } });
    expect(screen.getByRole('heading', { name: 'No lines match' })).toBeInTheDocument();
    expect(screen.getByText('Showing: Refund')).toBeInTheDocument();
  });

  it('shows the formatted error with a retry when the ledger cannot be loaded', async () => {
    renderWallet({}, {}, [mock({}, new TypeError('Failed to fetch')), mock({}, { data: answer([line(1)], 1) })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your ledger could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says when the balance could not be loaded, and asks the server again on "Try again"', async () => {
    renderWallet({}, { summary: { kind: 'unavailable', message: NO_ANSWER_MESSAGE }, ledgerPage: { kind: 'page', q: '', page: 1, filters: NO_LEDGER_FILTERS, rows: [], total: 0 } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your balance could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(mockRouter.replace).toHaveBeenCalledWith('/account/wallet', undefined, { scroll: false });
  });

  it('puts ticked kinds and dates in the URL from the first page', async () => {
    renderWallet({ page: '2' }, { ledgerPage: { kind: 'page', q: '', page: 2, filters: NO_LEDGER_FILTERS, rows: [line(21)], total: 21 } });
    await userEvent.click(screen.getByText('Filter by kind and date'));
    const form = screen.getByRole('form', { name: 'Filter the ledger' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Refund' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Funding' }));
    await userEvent.type(within(form).getByLabelText('From'), '2026-11-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/account/wallet', query: { kind: ['FUNDING', 'REFUND'], from: '2026-11-01' } }, undefined, { shallow: true });
  });
});
