import { BUY_PLAN } from '@/lib/actions/buyPlan';
import { inputFromForm } from '@/lib/actions/inputFields';
import type { BuyPlanMutationVariables } from '@/lib/graphql/generated/graphql';
import type { BuyPlanFormValues } from './buyPlanFormValues';

// Apart from the form (first load): only the payment, loaded on demand, builds the request.
/** The `buy_plan` arguments for valid values (`BUY_PLAN`); `renewalOfOrderId` only in a renewal, `ussdBank` only for USSD. */
export function toBuyPlanVariables(values: BuyPlanFormValues, idempotencyKey: string): BuyPlanMutationVariables {
  const sale = inputFromForm(BUY_PLAN, values);
  return {
    idempotencyKey,
    deviceId: sale.device_id,
    planId: sale.plan_id,
    billing: sale.billing,
    paymentMethod: sale.payment_method,
    // The bank only with a USSD payment (one left chosen from before is not sent).
    ...(sale.payment_method === 'USSD' && sale.ussd_bank ? { ussdBank: sale.ussd_bank } : {}),
    ...(sale.renewal_of_order_id === null ? {} : { renewalOfOrderId: sale.renewal_of_order_id }),
  };
}
