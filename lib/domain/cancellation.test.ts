import { lagosToday } from '@/lib/validation/lagosDay';
import { cancellationRefund, coolingOffEndsOn, validateCancelReason, CANCEL_REASON_MESSAGES, type CancelledOrderTerms } from './cancellation';

// A year's cover from 10 January 2026 (365 days), ₦10,000 paid, ₦1,000 commission credited.
const ORDER: CancelledOrderTerms = {
  billing: 'PREPAID',
  soldOn: '2026-01-10',
  startsOn: '2026-01-10',
  endsOn: '2027-01-09',
  amountPaidKobo: 1_000_000,
  premiumKobo: 1_000_000,
  commissionKobo: 100_000,
  hasClaim: false,
  afterCoolingOff: 'PRO_RATA',
  today: '2026-01-10',
};

describe('cancellationRefund', () => {
  it.each([
    ['the day of the sale', { today: '2026-01-10' }, 1_000_000, 100_000, 'COOLING_OFF'],
    ["cooling-off's last day (sale + 14)", { today: '2026-01-24' }, 1_000_000, 100_000, 'COOLING_OFF'],
    // 349 of 365 days unused: 1,000,000 × 349 / 365 = 956,164.38 → 956,164; commission 95,616.4 → 95,616.
    ['the day after cooling-off, pro rata', { today: '2026-01-25' }, 956_164, 95_616, 'PRO_RATA'],
    ['the day after cooling-off, a plan that gives nothing back', { today: '2026-01-25', afterCoolingOff: 'NONE' }, 0, 0, 'NONE'],
    ['half way (182 of 365 days unused), pro rata', { today: '2026-07-11' }, 498_630, 49_863, 'PRO_RATA'],
    ["the cover's last day (today counts as used)", { today: '2027-01-09' }, 0, 0, 'PRO_RATA'],
    ['after the cover ended', { today: '2027-02-01' }, 0, 0, 'PRO_RATA'],
    ['a claim on the day of the sale', { hasClaim: true }, 0, 0, 'NONE'],
    ['a claim after cooling-off', { hasClaim: true, today: '2026-03-01' }, 0, 0, 'NONE'],
    ['a monthly plan in cooling-off: its instalment back', { billing: 'POSTPAID', amountPaidKobo: 90_000, commissionKobo: 9_000, today: '2026-01-20' }, 90_000, 9_000, 'COOLING_OFF'],
    ['a monthly plan after cooling-off', { billing: 'POSTPAID', amountPaidKobo: 90_000, commissionKobo: 9_000, today: '2026-01-25' }, 0, 0, 'NONE'],
    ['a renewal bought early, before its cover starts', { soldOn: '2026-01-01', startsOn: '2026-02-01', endsOn: '2027-01-31', today: '2026-01-31' }, 1_000_000, 100_000, 'COOLING_OFF'],
    ['a renewal once its cover started, after cooling-off', { soldOn: '2026-01-01', startsOn: '2026-02-01', endsOn: '2027-01-31', today: '2026-02-01' }, 997_260, 99_726, 'PRO_RATA'],
    ['nothing paid', { amountPaidKobo: 0, commissionKobo: 0 }, 0, 0, 'NONE'],
  ] as const)('%s', (_case, change, refundKobo, clawbackKobo, basis) => {
    const refund = cancellationRefund({ ...ORDER, ...change });
    expect({ refundKobo: refund.refundKobo, clawbackKobo: refund.clawbackKobo, basis: refund.basis }).toEqual({ refundKobo, clawbackKobo, basis });
    expect(refund.reason).not.toBe('');
  });

  it.each([
    // Sold at 00:30 in Lagos on 10 January (23:30 UTC on the 9th).
    ['23:59:59 in Lagos on the last day', '2026-01-24T22:59:59Z', 'COOLING_OFF'],
    ['midnight in Lagos, the next day', '2026-01-24T23:00:00Z', 'PRO_RATA'],
  ] as const)('counts Lagos days: %s', (_case, instant, basis) => {
    const soldOn = lagosToday(new Date('2026-01-09T23:30:00Z'));
    expect(soldOn).toBe('2026-01-10');
    expect(coolingOffEndsOn(soldOn)).toBe('2026-01-24');
    expect(cancellationRefund({ ...ORDER, soldOn, today: lagosToday(new Date(instant)) }).basis).toBe(basis);
  });

  it('never claws back more than the commission credited, nor refunds more than was paid', () => {
    for (let day = 0; day <= 400; day += 7) {
      const today = new Date(Date.UTC(2026, 0, 25 + day)).toISOString().slice(0, 10);
      const refund = cancellationRefund({ ...ORDER, amountPaidKobo: 777_777, commissionKobo: 77_777, today });
      expect(refund.refundKobo).toBeLessThanOrEqual(777_777);
      expect(refund.clawbackKobo).toBeLessThanOrEqual(77_777);
      expect(Number.isInteger(refund.refundKobo) && Number.isInteger(refund.clawbackKobo)).toBe(true);
    }
  });
});

describe('validateCancelReason', () => {
  it.each([
    ['', CANCEL_REASON_MESSAGES.required],
    ['   ', CANCEL_REASON_MESSAGES.required],
    [' ab ', CANCEL_REASON_MESSAGES.tooShort],
    ['abc', undefined],
    ['x'.repeat(500), undefined],
    ['x'.repeat(501), CANCEL_REASON_MESSAGES.tooLong],
  ])('%j', (reason, message) => {
    expect(validateCancelReason(reason)).toBe(message);
  });
});
