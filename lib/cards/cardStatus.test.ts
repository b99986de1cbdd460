import { cardStatus, hasProtectionCard, isCardStatus } from './cardStatus';

const today = '2026-03-15';

describe('cardStatus', () => {
  it('is ACTIVE from the first to the last day of cover', () => {
    expect(cardStatus('ACTIVE', '2026-03-15', '2027-03-14', today)).toBe('ACTIVE');
    expect(cardStatus('ACTIVE', '2025-03-15', '2026-03-15', today)).toBe('ACTIVE');
  });

  it('is NOT_STARTED for a cover that begins later (a renewal)', () => {
    expect(cardStatus('ACTIVE', '2026-03-16', '2027-03-15', today)).toBe('NOT_STARTED');
  });

  it('is EXPIRED once the last day has passed, even before the order is marked so', () => {
    expect(cardStatus('ACTIVE', '2025-03-14', '2026-03-14', today)).toBe('EXPIRED');
    expect(cardStatus('EXPIRED', '2025-03-14', '2026-03-14', today)).toBe('EXPIRED');
  });

  it('is CANCELLED whatever the dates', () => {
    expect(cardStatus('CANCELLED', '2026-03-01', '2027-02-28', today)).toBe('CANCELLED');
    expect(cardStatus('CANCELLED', '2025-03-14', '2026-03-14', today)).toBe('CANCELLED');
  });
});

describe('isCardStatus', () => {
  it('knows the four statuses, nothing else', () => {
    expect(['ACTIVE', 'NOT_STARTED', 'EXPIRED', 'CANCELLED'].every(isCardStatus)).toBe(true);
    expect(isCardStatus('PENDING_PAYMENT')).toBe(false);
    expect(isCardStatus('active')).toBe(false);
  });
});

describe('hasProtectionCard', () => {
  it('is true for paid orders only', () => {
    expect(['ACTIVE', 'EXPIRED', 'CANCELLED'].map(hasProtectionCard)).toEqual([true, true, true]);
    expect(['PENDING_PAYMENT', 'PAYMENT_FAILED', ''].map(hasProtectionCard)).toEqual([false, false, false]);
  });
});
