import type { RenewalOrder } from './getRenewals';
import { canRenew, daysLeftLabel, renewalGroups, renewalsVariables } from './renewalGroups';

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
      renewableStatuses: ['ACTIVE', 'EXPIRED', 'LAPSED'],
      boughtStatuses: ['ACTIVE', 'LAPSED', 'EXPIRED', 'CANCELLED'],
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

describe('canRenew', () => {
  const plan = { status: 'ACTIVE', endsOn: '2026-12-24', renewalsBought: 0 };
  it('is true for an active or ended plan within 30 days of its end, without a paid-for renewal', () => {
    expect(canRenew(plan, '2026-11-24')).toBe(true);
    expect(canRenew({ ...plan, status: 'EXPIRED', endsOn: '2026-10-25' }, '2026-11-24')).toBe(true);
  });
  it('is false too early, too late, once renewed, or for a cancelled or unpaid plan', () => {
    expect(canRenew(plan, '2026-11-23')).toBe(false);
    expect(canRenew({ ...plan, endsOn: '2026-10-24' }, '2026-11-24')).toBe(false);
    expect(canRenew({ ...plan, renewalsBought: 1 }, '2026-11-24')).toBe(false);
    for (const status of ['CANCELLED', 'PAYMENT_FAILED', 'PENDING_PAYMENT']) expect(canRenew({ ...plan, status }, '2026-11-24')).toBe(false);
  });
});
