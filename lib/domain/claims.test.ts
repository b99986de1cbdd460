import {
  CLAIM_STATUSES,
  CLAIM_STATUSES_NOT_COUNTED,
  claimPath,
  CLOSED_CLAIM_STATUSES,
  firstReviewDueAt,
  isFirstReviewLate,
  isClaimStatus,
  isClaimType,
  isOpenClaimStatus,
  nextClaimStatuses,
  OPEN_CLAIM_STATUSES,
  type ClaimStatus,
} from './claims';

describe('claim statuses', () => {
  it('splits every status into open or closed, once', () => {
    expect([...OPEN_CLAIM_STATUSES, ...CLOSED_CLAIM_STATUSES].sort()).toEqual([...CLAIM_STATUSES].sort());
    expect(CLOSED_CLAIM_STATUSES).toEqual(['REJECTED', 'COMPLETED']);
    expect(OPEN_CLAIM_STATUSES.every(isOpenClaimStatus)).toBe(true);
    expect(CLOSED_CLAIM_STATUSES.some(isOpenClaimStatus)).toBe(false);
  });

  it('follows PRODUCT.md: SUBMITTED → UNDER_REVIEW → APPROVED | REJECTED → IN_REPAIR → READY_FOR_PICKUP → COMPLETED', () => {
    expect(Object.fromEntries(CLAIM_STATUSES.map((status) => [status, nextClaimStatuses(status)]))).toEqual({
      SUBMITTED: ['UNDER_REVIEW'],
      UNDER_REVIEW: ['APPROVED', 'REJECTED'],
      APPROVED: ['IN_REPAIR'],
      REJECTED: [],
      IN_REPAIR: ['READY_FOR_PICKUP'],
      READY_FOR_PICKUP: ['COMPLETED'],
      COMPLETED: [],
    });
  });

  it.each(CLAIM_STATUSES)('reaches %s along legal steps from SUBMITTED', (status) => {
    const path = claimPath(status);
    expect(path[0]).toBe('SUBMITTED');
    expect(path.at(-1)).toBe(status);
    path.slice(1).forEach((step, index) => expect(nextClaimStatuses(path[index])).toContain(step));
  });

  it('counts every claim but a rejected one against the term', () => {
    expect(CLAIM_STATUSES_NOT_COUNTED).toEqual(['REJECTED']);
  });

  it.each<unknown>(['submitted', 'OPEN', '', ' SUBMITTED', 'x'.repeat(10_000), null, 7, ['SUBMITTED'], { status: 'SUBMITTED' }])(
    'is not fooled by %p',
    (value) => {
      expect(isClaimStatus(value)).toBe(false);
      expect(isClaimType(value)).toBe(false);
      expect(isOpenClaimStatus(value)).toBe(false);
    },
  );

  it('a status the app does not know is not open', () => {
    expect(isOpenClaimStatus('ESCALATED' as ClaimStatus)).toBe(false);
  });
});

describe('the first review service level', () => {
  // Lagos is UTC+1: 2026-11-23 is a Monday.
  it.each([
    ['on a Monday morning: due on Tuesday morning', '2026-11-23T08:30:00Z', '2026-11-24T08:30:00Z'],
    ['on a Friday afternoon: due on Monday afternoon', '2026-11-27T14:00:00Z', '2026-11-30T14:00:00Z'],
    ['on a Saturday: due at the end of Monday', '2026-11-28T10:00:00Z', '2026-11-30T23:00:00Z'],
    ['late on Sunday, Lagos time (Sunday in UTC too): due at the end of Monday', '2026-11-29T22:30:00Z', '2026-11-30T23:00:00Z'],
    ['late on Friday, Lagos time: due late on Monday', '2026-11-27T22:30:00Z', '2026-11-30T22:30:00Z'],
  ])('is due for a claim filed %s', (_name, filedAt, due) => {
    expect(firstReviewDueAt(new Date(filedAt)).toISOString()).toBe(new Date(due).toISOString());
  });

  it('is late only while the claim is still new, after its due time', () => {
    const filedAt = new Date('2026-11-23T08:30:00Z');
    expect(isFirstReviewLate({ status: 'SUBMITTED', filedAt }, new Date('2026-11-24T08:30:00Z'))).toBe(false);
    expect(isFirstReviewLate({ status: 'SUBMITTED', filedAt }, new Date('2026-11-24T08:31:00Z'))).toBe(true);
    expect(isFirstReviewLate({ status: 'UNDER_REVIEW', filedAt }, new Date('2026-12-24T08:31:00Z'))).toBe(false);
  });
});
