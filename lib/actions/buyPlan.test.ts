import { BUY_PLAN, CARD_DETAILS_MESSAGE, type BuyPlanFormFields, type BuyPlanInput } from './buyPlan';
import { brokenRule, formFieldLookup, inputFromForm } from './inputFields';

const today = '2025-06-15';
const values: BuyPlanFormFields = {
  customerId: 'c1',
  deviceId: 'd1',
  planId: 'p1',
  billing: 'POSTPAID',
  paymentMethod: 'CARD',
  renewalOfOrderId: '',
  cardNumber: '4084 0840 8408 4081',
  cardExpiry: '12/29',
  cardCvv: '123',
};
const card = { number: '4084084084084081', expiry_month: 12, expiry_year: 2029, cvv: '123' };

describe('buy_plan', () => {
  it('sends the choices, and the card only for a card payment', () => {
    expect(inputFromForm(BUY_PLAN, values)).toEqual({
      device_id: 'd1',
      plan_id: 'p1',
      billing: 'POSTPAID',
      payment_method: 'CARD',
      card,
      renewal_of_order_id: null,
    });
    expect(inputFromForm(BUY_PLAN, { ...values, billing: 'PREPAID', paymentMethod: 'WALLET', renewalOfOrderId: 'o1' })).toMatchObject({
      billing: 'PREPAID',
      payment_method: 'WALLET',
      card: null,
      renewal_of_order_id: 'o1',
    });
  });

  it('wants the card for a card payment and checks it as card.<argument>', () => {
    const sale: BuyPlanInput = { device_id: 'd1', plan_id: 'p1', billing: 'PREPAID', payment_method: 'CARD', card, renewal_of_order_id: null };
    expect(brokenRule(BUY_PLAN, sale, today)).toBeUndefined();
    expect(brokenRule(BUY_PLAN, { ...sale, card: null }, today)).toEqual({ field: 'card', message: CARD_DETAILS_MESSAGE });
    expect(brokenRule(BUY_PLAN, { ...sale, payment_method: 'WALLET', card: null }, today)).toBeUndefined();
    expect(brokenRule(BUY_PLAN, { ...sale, card: { ...card, cvv: '' } }, today)?.field).toBe('card.cvv');
  });

  it('names the wizard field of every argument the agent chose or typed, and none for the renewed order', () => {
    const names = ['device_id', 'plan_id', 'billing', 'payment_method', 'card', 'card.number', 'card.expiry', 'card.cvv', 'renewal_of_order_id'];
    expect(names.map(formFieldLookup(BUY_PLAN))).toEqual(['deviceId', 'planId', 'billing', 'paymentMethod', 'cardNumber', 'cardNumber', 'cardExpiry', 'cardCvv', undefined]);
  });
});
