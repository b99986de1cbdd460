import type { RenewalOrder } from './getRenewals';
import { daysLeftLabel, renewalGroups, renewalsVariables } from './renewalGroups';

const order = (id: string, endsOn: string, renewals = 0) =>
  ({ id, ends_on: endsOn, renewals_aggregate: { aggregate: { count: renewals } } }) as unknown as RenewalOrder;

describe('renewalGroups', () => {
  it('splits the window at today: ending soon first to end, ended most recently ended first; a bought renewal is "renewed"', () => {
    const orders = [order('a', '2026-10-30'), order('b', '2026-11-20', 1), order('c', '2026-11-24'), order('d', '2026-12-20')];
    const { endingSoon, endedRecently } = renewalGroups(orders, '2026-11-24');
    expect(endingSoon.map((row) => [row.order.id, row.daysLeft, row.renewed])).toEqual([
      ['c', 0, false],
      ['d', 26, false],
    ]);
    expect(endedRecently.map((row) => [row.order.id, row.daysLeft, row.renewed])).toEqual([
      ['b', -4, true],
      ['a', -25, false],
    ]);
  });

  it('asks for the 30 days either side of today, active or ended plans, and paid-for renewals', () => {
    expect(renewalsVariables('2026-11-24')).toMatchObject({
      from: '2026-10-25',
      until: '2026-12-24',
      renewableStatuses: ['ACTIVE', 'EXPIRED'],
      boughtStatuses: ['ACTIVE', 'EXPIRED', 'CANCELLED'],
    });
  });
});

describe('daysLeftLabel', () => {
  it.each([
    [0, 'Ends today'],
    [1, 'Ends tomorrow'],
    [12, 'Ends in 12 days'],
    [-1, 'Ended yesterday'],
    [-30, 'Ended 30 days ago'],
  ])('%i → %s', (days, label) => {
    expect(daysLeftLabel(days)).toBe(label);
  });
});
