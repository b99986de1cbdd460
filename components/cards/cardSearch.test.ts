import { cardListWhere, cardsShownWhere } from './cardSearch';

describe('cardListWhere', () => {
  it('lists paid-for cards whose cover ended at most 30 days ago', () => {
    expect(cardsShownWhere('2026-03-31')).toEqual({ status: { _in: ['ACTIVE', 'LAPSED', 'EXPIRED', 'CANCELLED'] }, ends_on: { _gte: '2026-03-01' } });
    expect(cardListWhere('', '2026-03-31')).toEqual(cardsShownWhere('2026-03-31'));
  });

  it('narrows those cards by the search', () => {
    expect(cardListWhere('SUN-2026-000102', '2026-03-31')).toEqual({
      _and: [cardsShownWhere('2026-03-31'), { policy_number: { _eq: 'SUN-2026-000102' } }],
    });
  });
});
