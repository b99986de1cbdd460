import { IN_FORCE_ORDER_STATUS } from '@/lib/domain/orders';
import { RENEWAL_BOUGHT_STATUSES } from './renewalGroups';
import { coverEndsLabel, DASHBOARD_TO_DO_LIMIT, renewalToDoItems, renewalToDoWhere, TO_DO_HORIZON_DAYS } from './renewalToDo';
import type { RenewalToDoOrder } from './renewalToDoOrder';

const order = (policy: string, endsOn: string) => ({ id: policy, policy_number: policy, ends_on: endsOn }) as unknown as RenewalToDoOrder;

describe('the renewal to-do rule', () => {
  it('says when the cover ends from the real days left', () => {
    expect([30, 29, 7, 2, 1, 0].map(coverEndsLabel)).toEqual([
      'Cover ends in 30 days',
      'Cover ends in 29 days',
      'Cover ends in 7 days',
      'Cover ends in 2 days',
      'Cover ends tomorrow',
      'Cover ends today',
    ]);
  });

  it('lists the most urgent first (soonest end, then policy number), counting days in Lagos dates, a week or less as urgent', () => {
    const items = renewalToDoItems(
      [order('SUN-3', '2026-12-24'), order('SUN-2', '2026-12-01'), order('SUN-1', '2026-12-01'), order('SUN-4', '2026-11-24'), order('SUN-5', '2026-11-25')],
      '2026-11-24',
    );
    expect(items.map((item) => [item.order.policy_number, item.daysLeft, item.label, item.urgent])).toEqual([
      ['SUN-4', 0, 'Cover ends today', true],
      ['SUN-5', 1, 'Cover ends tomorrow', true],
      ['SUN-1', 7, 'Cover ends in 7 days', true],
      ['SUN-2', 7, 'Cover ends in 7 days', true],
      ['SUN-3', 30, 'Cover ends in 30 days', false],
    ]);
  });

  it('asks for in-force plans not yet ended that have a reminder and no paid-for renewal, statuses from their one home', () => {
    expect(renewalToDoWhere('2026-11-24')).toEqual({
      status: { _eq: IN_FORCE_ORDER_STATUS },
      ends_on: { _gte: '2026-11-24' },
      renewal_reminders: {},
      _not: { renewals: { status: { _in: RENEWAL_BOUGHT_STATUSES } } },
    });
  });

  it('shows five on the dashboard, and looks 30 days ahead (the first reminder)', () => {
    expect(DASHBOARD_TO_DO_LIMIT).toBe(5);
    expect(TO_DO_HORIZON_DAYS).toBe(30);
  });
});
