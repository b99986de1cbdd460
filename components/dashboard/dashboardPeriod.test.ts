import { dashboardPeriod } from './dashboardPeriod';

describe('dashboardPeriod', () => {
  it('starts the month at Lagos midnight on the 1st', () => {
    expect(dashboardPeriod(new Date('2025-03-15T12:00:00Z'))).toEqual({
      monthStart: '2025-03-01T00:00:00+01:00',
      today: '2025-03-15',
      renewalsUntil: '2025-04-14',
    });
  });

  it('is already the next month in Lagos at 23:30 UTC on the last day', () => {
    expect(dashboardPeriod(new Date('2025-03-31T23:30:00Z'))).toMatchObject({
      monthStart: '2025-04-01T00:00:00+01:00',
      today: '2025-04-01',
    });
  });
});
