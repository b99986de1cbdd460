import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { screen, within } from '@testing-library/react';
import { FAILED_TRY_WHERE, instalmentToDoItems, instalmentToDoWhere } from './instalmentToDo';
import type { InstalmentToDoOrder } from './instalmentToDoOrder';
import { RenewalToDoList } from './RenewalToDoList';

const order = (policy: string, extra: Partial<InstalmentToDoOrder>): InstalmentToDoOrder =>
  ({
    id: `id-${policy}`,
    reference: `ORD-${policy}`,
    policy_number: policy,
    status: 'ACTIVE',
    lapsed_on: null,
    instalments: 12,
    instalment_kobo: 96_300,
    amount_paid_kobo: 96_300,
    customer: { id: 'c', first_name: 'Ada', last_name: 'Obi' },
    device: { id: 'd', brand: 'Tecno', model: 'Camon 20' },
    plan: { id: 'p', name: 'Total Care' },
    failed_tries: [],
    ...extra,
  }) as unknown as InstalmentToDoOrder;

describe('the unpaid-instalment to-do rule', () => {
  const today = '2026-11-28';

  it('lists a lapsed plan still reinstatable first, then an instalment whose last try failed, with the bank’s words', () => {
    const items = instalmentToDoItems(
      [
        order('SUN-2', { failed_tries: [{ instalment_number: 2, failure_reason: 'Insufficient Funds' }] as InstalmentToDoOrder['failed_tries'] }),
        order('SUN-1', { status: 'LAPSED', lapsed_on: '2026-11-20' }),
      ],
      today,
    );
    expect(items.map((item) => [item.order.policy_number, item.label])).toEqual([
      ['SUN-1', 'Not covered since 20 Nov 2026: pay the arrears by 20 Dec 2026'],
      ['SUN-2', 'Instalment 2 of 12 unpaid: Insufficient Funds'],
    ]);
  });

  it('leaves out an instalment paid since its last try failed, and a plan lapsed too long ago to reinstate', () => {
    const paidSince = order('SUN-3', { amount_paid_kobo: 2 * 96_300, failed_tries: [{ instalment_number: 2, failure_reason: 'Declined' }] as InstalmentToDoOrder['failed_tries'] });
    const tooLate = order('SUN-4', { status: 'LAPSED', lapsed_on: '2026-10-28' });
    expect(instalmentToDoItems([paidSince, tooLate], today)).toEqual([]);
  });

  it('asks the data service for postpaid plans lapsed within the window or with a failed last try', () => {
    expect(instalmentToDoWhere(today)).toEqual({
      billing: { _eq: 'POSTPAID' },
      _or: [{ status: { _eq: 'LAPSED' }, lapsed_on: { _gte: '2026-10-29' } }, { status: { _eq: 'ACTIVE' }, payments: FAILED_TRY_WHERE }],
    });
    expect(FAILED_TRY_WHERE).toEqual({ purpose: { _eq: 'INSTALMENT' }, status: { _eq: 'FAILED' }, charge_attempt: { _eq: 2 } });
  });

  it('shows them first on the to-do list, counted, each leading to its order’s instalments', () => {
    const items = instalmentToDoItems([order('SUN-1', { status: 'LAPSED', lapsed_on: '2026-11-20' })], today);
    renderWithChakra(<RenewalToDoList items={[]} total={0} instalments={items} />);
    expect(screen.getByRole('heading', { name: 'To do (1)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Instalments to collect' });
    expect(within(list).getByText('Not covered since 20 Nov 2026: pay the arrears by 20 Dec 2026')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Collect the instalment of Ada Obi (SUN-1)' })).toHaveAttribute('href', '/account/orders/id-SUN-1#order-instalments-heading');
  });
});
