import { formatAgo, formatDate, formatDateTime, formatMonth } from './date';

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

describe('Lagos dates without Intl', () => {
  // What Intl's en-NG / Africa/Lagos formatters wrote before (Node's ICU), over 40 years of instants.
  const day = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const month = new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', month: 'long', year: 'numeric' });

  it('writes every instant as Intl did', () => {
    const step = 17 * 60 * 60 * 1000 + 23 * 60 * 1000; // walks every hour of the day and every day of the month
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += step) {
      const date = new Date(at);
      const iso = date.toISOString();
      expect(formatDate(iso)).toBe(day.format(date));
      expect(formatDateTime(iso)).toBe(`${day.format(date)}, ${time.format(date)}`);
      expect(formatMonth(date)).toBe(month.format(date));
    }
  });

  it('refuses an invalid month', () => {
    expect(() => formatMonth(new Date('never'))).toThrow(RangeError);
  });
});

describe('formatAgo', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['2026-11-28T11:59:30Z', 'just now'],
    ['2026-11-28T11:35:00Z', '25 min ago'],
    ['2026-11-28T07:00:00Z', '5 h ago'],
    ['2026-11-27T11:00:00Z', '1 day ago'],
    ['2026-11-25T12:00:00Z', '3 days ago'],
  ])('says %s was %s', (value, age) => {
    expect(formatAgo(value, now)).toBe(age);
  });
});
