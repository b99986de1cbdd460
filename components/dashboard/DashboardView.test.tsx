import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSessionContext } from '@/components/shell/AccountSessionContext';
import { MockedApollo } from '@/lib/testing/MockedApollo';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { DashboardView } from './DashboardView';
import { toDashboardSummary, type DashboardSummary } from './dashboardSummary';
import { GetDashboard, type DashboardData } from './getDashboard';

const agentId = '0b6a4c3e-7d2f-4e4b-9b1a-2f9c1d7e8a01';
const agent = { __typename: 'agent' as const, id: agentId, first_name: 'Amaka', last_name: 'Okonkwo', phone: '+2348030000001', email: null };

const request = { query: GetDashboard, variables: (vars: Record<string, unknown>) => vars.agentId === agentId };

function toDoOrder(n: number, firstName: string, lastName: string, endsOn: string): DashboardData['renewal_to_do'][number] {
  return {
    __typename: 'plan_order',
    id: `t-${n}`,
    policy_number: `SUN-2024-00000${n}`,
    ends_on: endsOn,
    plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
    device: { __typename: 'device', id: `d-${n}`, brand: 'Tecno', model: 'Spark 20' },
    customer: { __typename: 'customer', id: `c-${n}`, first_name: firstName, last_name: lastName },
  };
}

const filled: DashboardData = {
  agent_by_pk: { __typename: 'agent', id: agentId, wallet_balance_kobo: 20_000_000 },
  plans_sold: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 3, sum: { __typename: 'plan_order_sum_fields', premium_kobo: 2_450_050 } } },
  // A monthly plan's first instalment among them, and ₦500 of one payment given back.
  collected: { __typename: 'payment_aggregate', aggregate: { __typename: 'payment_aggregate_fields', sum: { __typename: 'payment_sum_fields', amount_kobo: 1_491_667, refunded_kobo: 50_000 } } },
  commission: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', sum: { __typename: 'wallet_transaction_sum_fields', amount_kobo: 245_000 } } },
  open_claims: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: 4 } },
  renewals_due: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 1 } },
  // The first two of seven plans to renew, as the query orders them (soonest end first).
  renewal_to_do: [toDoOrder(1, 'Ada', 'Obi', '2025-03-14'), toDoOrder(2, 'Musa', 'Bello', '2025-03-21')],
  renewal_to_do_total: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 7 } },
  instalment_to_do: [],
  latest_orders: [
    {
      __typename: 'plan_order',
      id: 'o-1',
      reference: 'ORD-2025-000123',
      status: 'ACTIVE',
      premium_kobo: 800_000,
      created_at: '2025-03-14T09:00:00Z',
      customer: { __typename: 'customer', id: 'c-1', first_name: 'Chidi', last_name: 'Eze' },
      plan: { __typename: 'plan', id: 'p-1', name: 'Total Care' },
    },
    {
      __typename: 'plan_order',
      id: 'o-2',
      reference: 'ORD-2025-000122',
      status: 'PENDING_PAYMENT',
      premium_kobo: 300_000,
      created_at: '2025-03-13T09:00:00Z',
      customer: { __typename: 'customer', id: 'c-2', first_name: 'Bola', last_name: 'Ade' },
      plan: { __typename: 'plan', id: 'p-2', name: 'Screen Guard' },
    },
  ],
} as DashboardData;

const empty: DashboardData = {
  ...filled,
  agent_by_pk: { __typename: 'agent', id: agentId, wallet_balance_kobo: 0 },
  plans_sold: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 0, sum: { __typename: 'plan_order_sum_fields', premium_kobo: null } } },
  collected: { __typename: 'payment_aggregate', aggregate: { __typename: 'payment_aggregate_fields', sum: { __typename: 'payment_sum_fields', amount_kobo: null, refunded_kobo: null } } },
  commission: { __typename: 'wallet_transaction_aggregate', aggregate: { __typename: 'wallet_transaction_aggregate_fields', sum: { __typename: 'wallet_transaction_sum_fields', amount_kobo: null } } },
  open_claims: { __typename: 'claim_aggregate', aggregate: { __typename: 'claim_aggregate_fields', count: 0 } },
  renewals_due: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 0 } },
  renewal_to_do: [],
  renewal_to_do_total: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: 0 } },
  instalment_to_do: [],
  latest_orders: [],
} as DashboardData;

// 14 March 2025, 09:00 in Lagos.
const now = '2025-03-14T08:00:00.000Z';
const today = '2025-03-14';

/** The dashboard as the server found it: `summary` null when it could not ask (the browser asks then). */
function renderDashboard(mocks: MockLink.MockedResponse[], summary: DashboardSummary | null = null) {
  return renderWithChakra(
    <MockedApollo mocks={mocks}>
      <AccountSessionContext.Provider value={{ agentId, agent }}>
        <DashboardView dashboard={{ now, summary }} />
      </AccountSessionContext.Provider>
    </MockedApollo>,
  );
}

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('DashboardView with the figures from the server', () => {
  it('shows them at once, for the month the server took, asking nothing from the browser', async () => {
    const query = jest.fn(() => ({ data: empty }));
    renderDashboard([{ request, result: query }], toDashboardSummary(filled, today));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Amaka' })).toBeInTheDocument();
    expect(screen.getByText('Your figures for March 2025.')).toBeInTheDocument();
    expect(stat('Plans sold this month')).toHaveAttribute('aria-busy', 'false');
    // Written (the whole term of a monthly plan) and collected (what came in, less refunds) differ.
    expect(stat('Plans sold this month')).toHaveTextContent('₦24,500.5 in premiums, ₦14,416.67 collected');
    expect(stat('Wallet balance')).toHaveTextContent('₦200,000');
    expect(within(screen.getByRole('list', { name: 'Latest orders' })).getAllByRole('listitem')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(query).not.toHaveBeenCalled();
    expect(stat('Wallet balance')).toHaveTextContent('₦200,000');
  });

  it('opens the open claims from "See claims"', () => {
    renderDashboard([], toDashboardSummary(filled, today));
    expect(within(stat('Open claims')).getByRole('link', { name: 'See claims' })).toHaveAttribute('href', '/account/warranty?status=open');
  });

  it('lists the most urgent plans to renew, each saying whose it is and when its cover ends, with "All renewals"', () => {
    renderDashboard([], toDashboardSummary(filled, today));
    const section = screen.getByRole('region', { name: 'To do (7)' });
    const items = within(within(section).getByRole('list', { name: 'Plans to renew' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const text of ['Ada Obi', 'Tecno Spark 20 · Total Care', 'Cover ends today']) expect(items[0]).toHaveTextContent(text);
    expect(items[1]).toHaveTextContent('Cover ends in 7 days');
    expect(within(items[0]).getByRole('link', { name: 'Renew for Ada Obi (SUN-2024-000001)' })).toHaveAttribute(
      'href',
      '/account/buy-plan?customer=c-1&device=d-1&renewal=t-1',
    );
    expect(within(section).getByText('The 2 most urgent of 7.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All renewals' })).toHaveAttribute('href', '/account/renewals');
  });

  it('says there is nothing to do when no plan waits for its renewal', () => {
    renderDashboard([], toDashboardSummary(empty, today));
    const section = screen.getByRole('region', { name: 'To do (0)' });
    expect(section).toHaveTextContent('Nothing to do: no plan ending in the next 30 days is waiting for its renewal.');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows a dash for the wallet when the agent's row did not come back", () => {
    renderDashboard([], { ...toDashboardSummary(filled, today), walletBalanceKobo: null });
    expect(stat('Wallet balance')).toHaveTextContent('—');
  });
});

describe('DashboardView asking from the browser (the server could not)', () => {
  it('greets the agent and shows skeletons while the figures load', async () => {
    renderDashboard([{ request, result: { data: filled }, delay: 10_000 }]);
    // Its code loaded, the figures asked for: still the skeletons.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Amaka' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your figures');
    expect(stat('Plans sold this month')).toHaveAttribute('aria-busy', 'true');
    expect(stat('Wallet balance')).not.toHaveTextContent('₦');
    expect(screen.getByRole('link', { name: 'Onboard customer' })).toHaveAttribute('href', '/account/onboarding');
    expect(screen.getByRole('link', { name: 'Buy plan' })).toHaveAttribute('href', '/account/buy-plan');
  });

  it('shows each figure, formatted, and the latest orders', async () => {
    renderDashboard([{ request, result: { data: filled } }]);

    await waitFor(() => expect(stat('Plans sold this month')).toHaveAttribute('aria-busy', 'false'));
    expect(stat('Plans sold this month')).toHaveTextContent('3');
    expect(stat('Plans sold this month')).toHaveTextContent('₦24,500.5 in premiums');
    expect(stat('Commission this month')).toHaveTextContent('₦2,450');
    expect(stat('Wallet balance')).toHaveTextContent('₦200,000');
    expect(stat('Open claims')).toHaveTextContent('4');
    expect(stat('Renewals due')).toHaveTextContent('1 plan ends in the next 30 days');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const orders = within(screen.getByRole('list', { name: 'Latest orders' })).getAllByRole('listitem');
    expect(orders).toHaveLength(2);
    expect(orders[0]).toHaveTextContent('Chidi Eze');
    expect(orders[0]).toHaveTextContent('Total Care · ORD-2025-000123 · 14 Mar 2025');
    expect(orders[0]).toHaveTextContent('₦8,000');
    expect(orders[0]).toHaveTextContent('Active');
    expect(orders[1]).toHaveTextContent('Pending payment');
    // Each row opens its order; the list's "All orders" opens them all.
    expect(within(orders[0]).getByRole('link', { name: 'Chidi Eze (order ORD-2025-000123)' })).toHaveAttribute('href', '/account/orders/o-1');
    expect(within(orders[1]).getByRole('link', { name: 'Bola Ade (order ORD-2025-000122)' })).toHaveAttribute('href', '/account/orders/o-2');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/account/orders');
  });

  it('says so kindly when there is nothing yet', async () => {
    renderDashboard([{ request, result: { data: empty } }]);

    expect(await screen.findByText('No orders yet. Onboard a customer and sell them a plan to see it here.')).toBeInTheDocument();
    expect(stat('Plans sold this month')).toHaveTextContent('0None yet: your first sale shows here');
    expect(stat('Commission this month')).toHaveTextContent('₦0');
    expect(stat('Wallet balance')).toHaveTextContent('₦0');
    expect(stat('Open claims')).toHaveTextContent('No claims in progress');
    expect(stat('Renewals due')).toHaveTextContent('Nothing ends in the next 30 days');
  });

  it('shows the formatted error with a retry that loads the figures', async () => {
    renderDashboard([
      { request, error: new TypeError('Failed to fetch') },
      { request, result: { data: filled } },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your figures could not be loaded.');
    expect(alert).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(screen.queryByRole('group', { name: 'Wallet balance' })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(stat('Wallet balance')).toHaveTextContent('₦200,000'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('when the data service comes back', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });
    const failedThenBack: MockLink.MockedResponse[] = [
      { request, error: new TypeError('Failed to fetch') },
      { request, error: new TypeError('Failed to fetch') },
      { request, result: { data: filled } },
    ];

    it('loads the figures by itself, keeping the message on screen while it tries again', async () => {
      renderDashboard(failedThenBack);
      expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);

      await act(() => jest.advanceTimersByTimeAsync(2_000));
      // The retry under way: still the message (its button busy), not a flash of skeletons.
      expect(screen.getByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
      expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();

      await act(() => jest.advanceTimersByTimeAsync(4_000));
      await waitFor(() => expect(stat('Wallet balance')).toHaveTextContent('₦200,000'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('tries again at once when the browser is back online', async () => {
      renderDashboard([{ request, error: new TypeError('Failed to fetch') }, { request, result: { data: filled } }]);
      expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);

      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await act(() => jest.advanceTimersByTimeAsync(10));
      await waitFor(() => expect(stat('Wallet balance')).toHaveTextContent('₦200,000'));
    });
  });

  it('shows the data service message for a GraphQL error', async () => {
    renderDashboard([{ request, result: { errors: [{ message: 'field "plan_order_aggregate" not found' }] } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('field "plan_order_aggregate" not found');
  });

  it('asks for the month the server took', async () => {
    const asked = jest.fn((vars: Record<string, unknown>) => vars.agentId === agentId);
    renderDashboard([{ request: { query: GetDashboard, variables: asked }, result: { data: filled } }]);
    await waitFor(() => expect(stat('Wallet balance')).toHaveTextContent('₦200,000'));
    expect(asked).toHaveBeenCalledWith(
      expect.objectContaining({
        monthStart: '2025-03-01T00:00:00+01:00',
        today: '2025-03-14',
        openClaimStatuses: ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'READY_FOR_PICKUP'],
        renewalToDo: expect.objectContaining({ ends_on: { _gte: '2025-03-14' } }),
        renewalToDoLimit: 5,
      }),
    );
    expect(screen.getByText('Your figures for March 2025.')).toBeInTheDocument();
  });
});
