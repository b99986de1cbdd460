import { cardStatus, type CardStatus } from '@/lib/cards/cardStatus';
import { maskImei } from '@/lib/format/imei';
import { fullName } from '@/lib/format/name';
import type { CardOrder } from './getProtectionCard';

/** What a protection card shows: the customer's name, but of the device's IMEI only the last 4 digits. */
export interface ProtectionCard {
  orderId: string;
  policyNumber: string;
  status: CardStatus;
  startsOn: string;
  endsOn: string;
  partnerName: string;
  customerName: string;
  deviceBrand: string;
  deviceModel: string;
  maskedImei: string;
  planName: string;
  covers: string[];
  claimsPerTerm: number;
  excessKobo: number;
  /** Basis points of the device value (1000 = 10%); null when the plan does not cover theft. */
  theftExcessRateBp: number | null;
  verificationCode: string;
}

/** The card of an order on `today` (Lagos). */
export function toProtectionCard(order: CardOrder, today: string): ProtectionCard {
  return {
    orderId: order.id,
    policyNumber: order.policy_number,
    status: cardStatus(order.status, order.starts_on, order.ends_on, today),
    startsOn: order.starts_on,
    endsOn: order.ends_on,
    partnerName: order.partner.name,
    customerName: fullName(order.customer),
    deviceBrand: order.device.brand,
    deviceModel: order.device.model,
    maskedImei: maskImei(order.device.imei),
    planName: order.plan.name,
    // jsonb arrives untyped: keep the cover names, nothing else.
    covers: Array.isArray(order.plan.covers) ? order.plan.covers.filter((cover): cover is string => typeof cover === 'string') : [],
    claimsPerTerm: order.plan.claims_per_term,
    excessKobo: order.plan.excess_kobo,
    theftExcessRateBp: order.plan.theft_excess_rate_bp ?? null,
    verificationCode: order.verification_code,
  };
}
