import { screen, within } from '@testing-library/react';
import { NO_ANSWER_MESSAGE } from '@/lib/errors';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import type { RenewalOrder } from './getRenewals';
import type { RenewalToDoOrder } from './renewalToDoOrder';
import { RenewalsView } from './RenewalsView';

jest.mock('next/router', () => ({ useRouter: () => ({ replace: jest.fn(), asPath: '/account/renewals', events: { on: jest.fn(), off: jest.fn() } }) }));

const today = '2026-11-24';

const order = (n: number, endsOn: string, renewals = 0): RenewalOrder => ({
  __typename: 'plan_order',
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  reference: `ORD-2025-${String(n).padStart(6, '0')}`,
  policy_number: `SUN-2025-${String(n).padStart(6, '0')}`,
  ends_on: endsOn,
  plan: { __typename: 'plan', id: 'p1', name: 'Total Care' },
  device: { __typename: 'device', id: `d${n}`, brand: 'Tecno', model: 'Spark 20' },
  customer: { __typename: 'customer', id: `c${n}`, first_name: `First${n}`, last_name: `Last${n}` },
  renewals_aggregate: { __typename: 'plan_order_aggregate', aggregate: { __typename: 'plan_order_aggregate_fields', count: renewals } },
});

const toDo = (n: number, endsOn: string): RenewalToDoOrder => {
  const { __typename, id, policy_number, plan, device, customer } = order(n, endsOn);
  return { __typename, id, policy_number, ends_on: endsOn, plan, device, customer };
};

const group = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('RenewalsView', () => {
  it('lists plans ending soon and plans ended recently, each with its end, days left or since, and "Renew" into the wizard', () => {
    renderWithChakra(
      <RenewalsView
        renewalsPage={{ kind: 'found', today, instalmentToDo: [], toDo: [], orders: [order(1, '2026-11-10'), order(2, '2026-11-20', 1), order(3, '2026-11-29'), order(4, '2026-12-20')] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Renewals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ending soon (2)' })).toBeInTheDocument();

    const [soonest, later] = group('Ending soon');
    for (const text of ['First3 Last3', 'SUN-2025-000003', 'Tecno Spark 20', 'Total Care', '29 Nov 2026', 'Ends in 5 days']) expect(soonest).toHaveTextContent(text);
    expect(later).toHaveTextContent('Ends in 26 days');
    expect(within(soonest).getByRole('link', { name: 'Renew SUN-2025-000003' })).toHaveAttribute(
      'href',
      `/account/buy-plan?customer=c3&device=d3&renewal=${order(3, '').id}`,
    );

    const [recent, older] = group('Ended recently');
    expect(recent).toHaveTextContent('Ended 4 days ago');
    expect(within(recent).queryByRole('link')).not.toBeInTheDocument();
    expect(recent).toHaveTextContent('Renewed');
    expect(older).toHaveTextContent('Ended 14 days ago');
    expect(within(older).getByRole('link', { name: /^Renew/ })).toBeInTheDocument();
  });

  it('shows the whole to-do list above the groups, most urgent first, each renewing its plan', () => {
    renderWithChakra(
      <RenewalsView
        renewalsPage={{ kind: 'found', today, instalmentToDo: [], toDo: [toDo(4, '2026-12-24'), toDo(3, '2026-11-25'), toDo(5, '2026-11-24')], orders: [order(3, '2026-11-25')] }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['To do (3)', 'Ending soon (1)', 'Ended recently (0)']);
    const items = group('Plans to renew');
    expect(items.map((item) => within(item).getByText(/^Cover ends/).textContent)).toEqual([
      'Cover ends today',
      'Cover ends tomorrow',
      'Cover ends in 30 days',
    ]);
    expect(within(items[1]).getByRole('link', { name: 'Renew for First3 Last3 (SUN-2025-000003)' })).toHaveAttribute(
      'href',
      `/account/buy-plan?customer=c3&device=d3&renewal=${order(3, '').id}`,
    );
    // The renewals screen is where "All renewals" leads: no link to itself, no "most urgent of".
    expect(screen.queryByRole('link', { name: 'All renewals' })).not.toBeInTheDocument();
    expect(screen.queryByText(/most urgent of/)).not.toBeInTheDocument();
  });

  it('says when a group is empty, and when there is nothing to do', () => {
    renderWithChakra(<RenewalsView renewalsPage={{ kind: 'found', today, instalmentToDo: [], toDo: [], orders: [order(1, '2026-12-01')] }} />);
    expect(screen.getByRole('heading', { name: 'Nothing ended recently' })).toBeInTheDocument();
    expect(screen.getByText('No plan ended in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'To do (0)' })).toHaveTextContent('Nothing to do: no plan ending in the next 30 days is waiting for its renewal.');
  });

  it('says when the renewals could not be loaded, with a way to try again', () => {
    renderWithChakra(<RenewalsView renewalsPage={{ kind: 'unavailable', message: NO_ANSWER_MESSAGE, retryPath: '/account/renewals' }} />);
    expect(screen.getByRole('heading', { name: 'Your renewals could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(NO_ANSWER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account/renewals');
  });
});
