import { formatDate, formatMonth } from './date';

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

describe('formatMonth', () => {
  it('names the Lagos month', () => {
    expect(formatMonth(new Date('2025-02-28T23:30:00Z'))).toBe('March 2025');
  });
});
