import { devicePlanStatus, type DeviceSaleStatus } from '@/components/customers/devicePlanStatus';
import { formatDate } from '@/lib/format/date';
import { deviceIneligibility } from '@/lib/validation/eligibility';
import type { RenewedOrder } from './getRenewedOrder';
import type { SaleDevice } from './getSaleCustomer';

/**
 * Whether the device of a renewal can be renewed: its active plan is the one renewed (not in the way), and
 * the age rule is waived. Another active plan on it (a renewal already sold) is in the way. Whether it is in
 * the renewal window is the data service's to say when it quotes.
 */
export function renewalSaleStatus(device: SaleDevice, renewal: RenewedOrder, today: string): DeviceSaleStatus {
  const plan = devicePlanStatus(
    device.plan_orders.filter((order) => order.id !== renewal.id),
    today,
  );
  if (plan.kind === 'active') return { sellable: false, reason: `It has an active plan (${plan.planName}) until ${formatDate(plan.endsOn)}` };
  const reason = deviceIneligibility(device, today, { renewal: true });
  return reason === undefined ? { sellable: true } : { sellable: false, reason };
}

/** "Renewal of SUN-2026-000123 (Total Care), ends 24 Dec 2026". */
export function renewalLine(renewal: RenewedOrder, today: string): string {
  return `Renewal of ${renewal.policy_number} (${renewal.plan.name}), ${renewal.ends_on < today ? 'ended' : 'ends'} ${formatDate(renewal.ends_on)}`;
}
