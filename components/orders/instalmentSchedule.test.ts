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

  describe('with the order’s payments', () => {
    const sale = { reference: 'PAY-2026-000001', purpose: 'PLAN_PURCHASE', status: 'SUCCEEDED', instalmentNumber: null, chargeAttempt: null, failureReason: null };
    const charge = (chargeAttempt: number, status: string, failureReason: string | null = null) => ({
      reference: `PAY-2026-00001${chargeAttempt}`,
      purpose: 'INSTALMENT',
      status,
      instalmentNumber: 2,
      chargeAttempt,
      failureReason,
    });
    const second = (payments: Parameters<typeof instalmentSchedule>[0]['payments'], today: string, amountPaidKobo = 91_667) =>
      instalmentSchedule(postpaid({ payments, amountPaidKobo }), today)[1];

    it('names the payment that paid each paid instalment', () => {
      const schedule = instalmentSchedule(postpaid({ amountPaidKobo: 2 * 91_667, payments: [sale, charge(0, 'SUCCEEDED')] }), '2026-03-01');
      expect(schedule.slice(0, 2).map((i) => [i.state, i.paidBy])).toEqual([
        ['PAID', 'PAY-2026-000001'],
        ['PAID', 'PAY-2026-000010'],
      ]);
    });

    it('says the card is being charged while a try is pending', () => {
      expect(second([sale, charge(0, 'PENDING')], '2026-02-28').state).toBe('CHARGING');
    });

    it('says a declined instalment is retried, with the bank’s words and the next try’s day (the due day + 1, then + 3)', () => {
      expect(second([sale, charge(0, 'FAILED', 'Insufficient funds')], '2026-02-28')).toMatchObject({ state: 'RETRYING', nextTryOn: '2026-03-01', failureReason: 'Insufficient funds' });
      expect(second([sale, charge(0, 'FAILED'), charge(1, 'FAILED', 'Declined')], '2026-03-01')).toMatchObject({ state: 'RETRYING', nextTryOn: '2026-03-03' });
      // A try not made on its day yet (the sweep runs in the morning): today, not a day past.
      expect(second([sale, charge(0, 'FAILED')], '2026-03-02').nextTryOn).toBe('2026-03-02');
    });

    it('says an instalment failed once its last try failed', () => {
      const tries = [sale, charge(0, 'FAILED'), charge(1, 'FAILED'), charge(2, 'FAILED', 'Declined')];
      expect(second(tries, '2026-03-10')).toMatchObject({ state: 'FAILED', nextTryOn: null, failureReason: 'Declined' });
      // A missed day caught up with the last try only: failed too.
      expect(second([sale, charge(2, 'FAILED')], '2026-03-10').state).toBe('FAILED');
    });

    it('counts the amount paid, not the tries: an instalment paid some other way is paid', () => {
      expect(second([sale, charge(0, 'FAILED')], '2026-03-02', 2 * 91_667).state).toBe('PAID');
    });
  });
});

