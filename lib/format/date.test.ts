import { formatDate, formatDateTime, formatMonth } from './date';

describe('formatDate', () => {
  it('shows an instant on its Lagos day', () => {
    expect(formatDate('2025-03-15T09:30:00Z')).toBe('15 Mar 2025');
    // 23:30 UTC on the 31st is already 1 April in Lagos (UTC+1).
    expect(formatDate('2025-03-31T23:30:00Z')).toBe('1 Apr 2025');
  });

  it('shows a calendar date as that day', () => {
    expect(formatDate('2025-01-01')).toBe('1 Jan 2025');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('shows an instant on the Lagos day and 24-hour clock', () => {
    expect(formatDateTime('2026-11-24T13:05:00Z')).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-24T14:05:00+01:00')).toBe('24 Nov 2026, 14:05');
  });

  it('moves to the next Lagos day at 23:00 UTC, and writes midnight as 00', () => {
    expect(formatDateTime('2026-03-31T23:00:00Z')).toBe('1 Apr 2026, 00:00');
    expect(formatDateTime('2026-03-31T22:59:00Z')).toBe('31 Mar 2026, 23:59');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatDateTime('later')).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it('names the Lagos month', () => {
    expect(formatMonth(new Date('2025-02-28T23:30:00Z'))).toBe('March 2025');
  });
});
