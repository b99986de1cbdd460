import { BUY_PLAN } from '@/lib/actions/buyPlan';
import { inputFromForm } from '@/lib/actions/inputFields';
import type { BuyPlanMutationVariables } from '@/lib/graphql/generated/graphql';
import { INSPECTION_KINDS } from '@/lib/domain/evidence';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { saleInspection } from './inspectionPhotoChanges';
import { photosStepShown, type SalePhotoChoices } from './inspectionPhotos';

// Apart from the form (first load): only the payment, loaded on demand, builds the request.
/**
 * The `buy_plan` arguments for valid values (`BUY_PLAN`); `renewalOfOrderId` only in a renewal, `ussdBank` only
 * for USSD, and the inspection photos' evidence ids only when there are some (the service counts a request
 * without them as it did before photos existed, so a sale first sent then is the same request).
 */
export function toBuyPlanVariables(values: BuyPlanFormValues, idempotencyKey: string, photoIds: readonly string[] = []): BuyPlanMutationVariables {
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
    ...(photoIds.length === 0 ? {} : { inspectionEvidenceIds: [...photoIds] }),
  };
}

/** The evidence ids the payment carries (`inspection_evidence_ids`), in the kinds' order; none when the sale needs no photos. */
export function inspectionEvidenceIds(sale: SalePhotoChoices): string[] {
  const inspection = saleInspection(sale);
  if (!inspection || !photosStepShown(sale)) return [];
  return INSPECTION_KINDS.map((kind) => inspection.evidence[kind]).filter((id): id is string => id !== undefined);
}
