import { formatDate } from '@/lib/format/date';
import { deviceIneligibility, type DeviceFacts } from '@/lib/validation/eligibility';

/** An order of a device, as far as its plan status goes. */
export interface DeviceOrderFacts {
  status: string;
  starts_on: string;
  ends_on: string;
  plan: { name: string };
}

export type DevicePlanStatus =
  | { kind: 'active'; planName: string; startsOn: string; endsOn: string; startsLater: boolean }
  | { kind: 'none' };

/**
 * Whether a device has a plan on `today` (Lagos `YYYY-MM-DD`), as the data service decides it when
 * selling one: an ACTIVE order whose cover has not ended (`ends_on` is the last covered day). An ACTIVE
 * order whose end date has passed (the database has not marked it EXPIRED yet) is no plan; a renewal
 * that starts after today counts, flagged `startsLater`. Of several, the one covering today comes first.
 */
export function devicePlanStatus(orders: readonly DeviceOrderFacts[], today: string): DevicePlanStatus {
  const current = orders
    .filter((order) => order.status === 'ACTIVE' && order.ends_on >= today)
    .sort((a, b) => (a.starts_on < b.starts_on ? -1 : a.starts_on > b.starts_on ? 1 : 0));
  const order = current[0];
  if (!order) return { kind: 'none' };
  return { kind: 'active', planName: order.plan.name, startsOn: order.starts_on, endsOn: order.ends_on, startsLater: order.starts_on > today };
}

/** A device as far as selling it a plan goes: its value, purchase date and orders. */
export interface DeviceSaleFacts extends DeviceFacts {
  plan_orders: readonly DeviceOrderFacts[];
}

export type DeviceSaleStatus = { sellable: true } | { sellable: false; reason: string };

/**
 * Whether a plan can be sold for the device on `today`, and if not, why: an active plan on it, or the
 * value and age rules the data service applies (the same shared rule and words). The service decides in
 * the end; this tells the agent before they try.
 */
export function deviceSaleStatus(device: DeviceSaleFacts, today: string): DeviceSaleStatus {
  const plan = devicePlanStatus(device.plan_orders, today);
  if (plan.kind === 'active') return { sellable: false, reason: `It has an active plan (${plan.planName}) until ${formatDate(plan.endsOn)}` };
  const reason = deviceIneligibility(device, today);
  return reason === undefined ? { sellable: true } : { sellable: false, reason };
}
