import { BUY_PLAN, BUY_PLAN_MESSAGES, type BuyPlanFormFields, type BuyPlanInput } from './buyPlan';
import { brokenRule, formFieldLookup, inputFromForm } from './inputFields';

const today = '2025-06-15';
const values: BuyPlanFormFields = {
  customerId: 'c1',
  deviceId: 'd1',
  planId: 'p1',
  billing: 'POSTPAID',
  paymentMethod: 'USSD',
  ussdBank: 'GTBANK',
  renewalOfOrderId: '',
};

describe('buy_plan', () => {
  it('sends the choices and, for USSD, the customer’s bank; never a card', () => {
    expect(inputFromForm(BUY_PLAN, values)).toEqual({
      device_id: 'd1',
      plan_id: 'p1',
      billing: 'POSTPAID',
      payment_method: 'USSD',
      ussd_bank: 'GTBANK',
      renewal_of_order_id: null,
      // The photos have no form field: toBuyPlanVariables sends them from the wizard's flow.
      inspection_evidence_ids: null,
    });
    for (const paymentMethod of ['WALLET', 'CARD', 'TRANSFER'] as const) {
      const sent = inputFromForm(BUY_PLAN, { ...values, billing: 'PREPAID', paymentMethod, ussdBank: '', renewalOfOrderId: 'o1' });
      expect(sent).toMatchObject({ billing: 'PREPAID', payment_method: paymentMethod, ussd_bank: null, renewal_of_order_id: 'o1' });
      expect(sent).not.toHaveProperty('card');
    }
  });

  it('wants the bank for a USSD payment only', () => {
    const sale: BuyPlanInput = { device_id: 'd1', plan_id: 'p1', billing: 'PREPAID', payment_method: 'USSD', ussd_bank: 'UBA', renewal_of_order_id: null, inspection_evidence_ids: null };
    expect(brokenRule(BUY_PLAN, sale, today)).toBeUndefined();
    expect(brokenRule(BUY_PLAN, { ...sale, ussd_bank: null }, today)).toEqual({ field: 'ussd_bank', message: BUY_PLAN_MESSAGES.ussdBank });
    expect(brokenRule(BUY_PLAN, { ...sale, payment_method: 'TRANSFER', ussd_bank: null }, today)).toBeUndefined();
  });

  it('names the wizard field of every argument the agent chose, and none for the renewed order', () => {
    const names = ['device_id', 'plan_id', 'billing', 'payment_method', 'ussd_bank', 'renewal_of_order_id'];
    expect(names.map(formFieldLookup(BUY_PLAN))).toEqual(['deviceId', 'planId', 'billing', 'paymentMethod', 'ussdBank', undefined]);
  });
});
