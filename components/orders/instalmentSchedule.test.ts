import { instalmentSchedule, type InstalmentTerms } from './instalmentSchedule';

const postpaid = (extra: Partial<InstalmentTerms> = {}): InstalmentTerms => ({
  status: 'ACTIVE',
  billing: 'POSTPAID',
  startsOn: '2026-01-31',
  instalments: 12,
  instalmentKobo: 91_667,
  amountPaidKobo: 91_667,
  ...extra,
});

describe('instalmentSchedule', () => {
  it('has one instalment a month from the cover start, the day kept to the month’s end', () => {
    const schedule = instalmentSchedule(postpaid(), '2026-01-31');
    expect(schedule).toHaveLength(12);
    expect(schedule.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(schedule.map((i) => i.dueOn)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
    expect(schedule.every((i) => i.amountKobo === 91_667)).toBe(true);
  });

  it('counts floor(amount paid / instalment) instalments as paid, the rest due', () => {
    expect(instalmentSchedule(postpaid(), '2026-01-31').map((i) => i.state)).toEqual(['PAID', ...Array(11).fill('DUE')]);
    // A little more than two instalments is two.
    const states = instalmentSchedule(postpaid({ amountPaidKobo: 2 * 91_667 + 50_000 }), '2026-02-01').map((i) => i.state);
    expect(states.slice(0, 4)).toEqual(['PAID', 'PAID', 'DUE', 'DUE']);
  });

  it('says an unpaid instalment is overdue once its date has passed (Lagos), due on the day itself', () => {
    expect(instalmentSchedule(postpaid(), '2026-02-28').slice(0, 3).map((i) => i.state)).toEqual(['PAID', 'DUE', 'DUE']);
    expect(instalmentSchedule(postpaid(), '2026-03-01').slice(0, 3).map((i) => i.state)).toEqual(['PAID', 'OVERDUE', 'DUE']);
    expect(instalmentSchedule(postpaid(), '2026-05-15').map((i) => i.state)).toEqual(['PAID', 'OVERDUE', 'OVERDUE', 'OVERDUE', ...Array(8).fill('DUE')]);
  });

  it('an order nothing was paid on is due from its first instalment, overdue once past', () => {
    expect(instalmentSchedule(postpaid({ amountPaidKobo: 0 }), '2026-01-31')[0].state).toBe('DUE');
    expect(instalmentSchedule(postpaid({ amountPaidKobo: 0 }), '2026-02-01')[0].state).toBe('OVERDUE');
  });

  it('never counts more instalments paid than there are', () => {
    const schedule = instalmentSchedule(postpaid({ amountPaidKobo: 13 * 91_667 }), '2027-06-01');
    expect(schedule).toHaveLength(12);
    expect(schedule.every((i) => i.state === 'PAID')).toBe(true);
  });

  it('has no instalments for a prepaid order', () => {
    expect(instalmentSchedule({ status: 'ACTIVE', billing: 'PREPAID', startsOn: '2026-01-31', instalments: 1, instalmentKobo: null, amountPaidKobo: 800_000 }, '2026-03-01')).toEqual([]);
    expect(instalmentSchedule(postpaid({ instalmentKobo: null }), '2026-03-01')).toEqual([]);
  });

  it('is empty for an order that owes nothing: never paid for, or cancelled', () => {
    for (const status of ['PENDING_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED']) expect(instalmentSchedule(postpaid({ status }), '2026-06-01')).toEqual([]);
    expect(instalmentSchedule(postpaid({ status: 'EXPIRED' }), '2027-06-01')).toHaveLength(12);
  });
});
