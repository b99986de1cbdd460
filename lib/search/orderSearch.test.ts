import type { Plan_Order_Bool_Exp } from '@/lib/graphql/generated/graphql';
import { allOf, orderSearchWhere } from './orderSearch';

describe('orderSearchWhere', () => {
  it('finds a whole order reference or policy number exactly, however it is typed', () => {
    expect(orderSearchWhere(' ord-2026-000417 ')).toEqual({ reference: { _eq: 'ORD-2026-000417' } });
    expect(orderSearchWhere(' sun - 2026 - 000102 ')).toEqual({ policy_number: { _eq: 'SUN-2026-000102' } });
  });

  it("finds a whole IMEI on the order's device", () => {
    expect(orderSearchWhere('490154203237518')).toEqual({
      device: { _or: [{ imei: { _eq: '490154203237518' } }, { imei2: { _eq: '490154203237518' } }] },
    });
  });

  it('finds a whole phone number on the customer', () => {
    expect(orderSearchWhere('0803 123 4567')).toEqual({ customer: { phone: { _eq: '+2348031234567' } } });
  });

  it('finds part of a number in the reference, the policy number, an IMEI or the phone', () => {
    expect(orderSearchWhere('000102')).toEqual({
      _or: [
        { reference: { _like: '%000102%' } },
        { policy_number: { _like: '%000102%' } },
        { device: { _or: [{ imei: { _like: '%000102%' } }, { imei2: { _like: '%000102%' } }] } },
        { customer: { phone: { _like: '+23400102%' } } },
      ],
    });
  });

  it("finds each word in the customer's names (without accents), the reference or the policy number, taking % and _ literally", () => {
    const either = (pattern: string, name = pattern) => ({
      _or: [{ reference: { _ilike: pattern } }, { policy_number: { _ilike: pattern } }, { customer: { search_name: { _ilike: name } } }],
    });
    expect(orderSearchWhere('Ada 50%')).toEqual({ _and: [either('%Ada%'), either('%50\\%%')] });
    expect(orderSearchWhere('Adébáyọ̀')).toEqual({ _and: [either('%Adébáyọ̀%', '%Adebayo%')] });
  });

  it('is no filter for an empty search', () => {
    expect(orderSearchWhere('  ')).toEqual({});
  });
});

describe('allOf', () => {
  it('joins the filters that filter something', () => {
    expect(allOf()).toEqual({});
    expect(allOf<Plan_Order_Bool_Exp>({}, { status: { _eq: 'ACTIVE' } }, {})).toEqual({ status: { _eq: 'ACTIVE' } });
    expect(allOf<Plan_Order_Bool_Exp>({ status: { _eq: 'ACTIVE' } }, { reference: { _eq: 'ORD-2026-000001' } })).toEqual({
      _and: [{ status: { _eq: 'ACTIVE' } }, { reference: { _eq: 'ORD-2026-000001' } }],
    });
  });
});
