import { formatMoneyCompact, weekLabel } from './weekAxis';

describe('weekLabel', () => {
  it('names a week by its Monday, day and month', () => {
    expect(weekLabel('2025-10-06')).toBe('6 Oct');
    expect(weekLabel('2025-09-29')).toBe('29 Sept');
  });

  it('keeps the date it is given across a month and a year', () => {
    expect(weekLabel('2025-12-29')).toBe('29 Dec');
    expect(weekLabel('2026-01-05')).toBe('5 Jan');
    expect(weekLabel('2026-03-02')).toBe('2 Mar');
  });
});

describe('formatMoneyCompact', () => {
  it('writes nothing as ₦0', () => {
    expect(formatMoneyCompact(0)).toBe('₦0');
    expect(formatMoneyCompact(-0)).toBe('₦0');
  });

  it('writes naira under a thousand as they are', () => {
    expect(formatMoneyCompact(50_000)).toBe('₦500');
    expect(formatMoneyCompact(50)).toBe('₦0.5');
  });

  it('writes thousands, millions and billions to one decimal at most', () => {
    expect(formatMoneyCompact(150_000)).toBe('₦1.5k');
    expect(formatMoneyCompact(35_000_000)).toBe('₦350k');
    expect(formatMoneyCompact(120_000_000)).toBe('₦1.2m');
    expect(formatMoneyCompact(123_456_789)).toBe('₦1.2m');
    expect(formatMoneyCompact(2_500_000_000)).toBe('₦25m');
    expect(formatMoneyCompact(500_000_000_000)).toBe('₦5bn');
  });

  it('moves to the next unit when rounding fills it', () => {
    expect(formatMoneyCompact(99_995_000)).toBe('₦1m');
    expect(formatMoneyCompact(99_990)).toBe('₦1k');
  });

  it('rounds an axis tick that is not a whole number of kobo', () => {
    expect(formatMoneyCompact(30_000_000.000000004)).toBe('₦300k');
  });

  it('keeps the minus of money that went out', () => {
    expect(formatMoneyCompact(-35_000_000)).toBe('-₦350k');
  });
});
