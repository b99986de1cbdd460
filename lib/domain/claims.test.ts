import {
  CLAIM_STATUSES,
  CLAIM_STATUSES_NOT_COUNTED,
  claimPath,
  CLOSED_CLAIM_STATUSES,
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
