import { cardListWhere, cardSearchWhere, cardsShownWhere } from './cardSearch';

describe('cardSearchWhere', () => {
  it('finds a whole policy number exactly, however it is typed', () => {
    expect(cardSearchWhere(' sun - 2026 - 000102 ')).toEqual({ policy_number: { _eq: 'SUN-2026-000102' } });
  });

  it("finds a whole IMEI on the card's own device", () => {
    expect(cardSearchWhere('490154203237518')).toEqual({
      device: { _or: [{ imei: { _eq: '490154203237518' } }, { imei2: { _eq: '490154203237518' } }] },
    });
  });

  it("finds a whole phone number on the customer", () => {
    expect(cardSearchWhere('0803 123 4567')).toEqual({ customer: { phone: { _eq: '+2348031234567' } } });
  });

  it('finds part of a number in the policy number, an IMEI or the phone', () => {
    expect(cardSearchWhere('000102')).toEqual({
      _or: [
        { policy_number: { _like: '%000102%' } },
        { device: { _or: [{ imei: { _like: '%000102%' } }, { imei2: { _like: '%000102%' } }] } },
        { customer: { phone: { _like: '+23400102%' } } },
      ],
    });
  });

  it("finds each word in the customer's names or the policy number, taking % and _ literally", () => {
    expect(cardSearchWhere('Ada 50%')).toEqual({
      _and: [
        { _or: [{ policy_number: { _ilike: '%Ada%' } }, { customer: { _or: [{ first_name: { _ilike: '%Ada%' } }, { last_name: { _ilike: '%Ada%' } }] } }] },
        { _or: [{ policy_number: { _ilike: '%50\\%%' } }, { customer: { _or: [{ first_name: { _ilike: '%50\\%%' } }, { last_name: { _ilike: '%50\\%%' } }] } }] },
      ],
    });
  });

  it('is no filter for an empty search', () => {
    expect(cardSearchWhere('  ')).toEqual({});
  });
});

describe('cardListWhere', () => {
  it('lists paid-for cards whose cover ended at most 30 days ago', () => {
    expect(cardsShownWhere('2026-03-31')).toEqual({ status: { _in: ['ACTIVE', 'EXPIRED', 'CANCELLED'] }, ends_on: { _gte: '2026-03-01' } });
    expect(cardListWhere('', '2026-03-31')).toEqual(cardsShownWhere('2026-03-31'));
  });

  it('narrows those cards by the search', () => {
    expect(cardListWhere('SUN-2026-000102', '2026-03-31')).toEqual({
      _and: [cardsShownWhere('2026-03-31'), { policy_number: { _eq: 'SUN-2026-000102' } }],
    });
  });
});
