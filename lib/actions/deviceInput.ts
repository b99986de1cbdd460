import { validatePurchaseDate } from '@/lib/validation/dates';
import { validateDeviceBrand, validateDeviceModel } from '@/lib/validation/device';
import { normalizeImei, validateImei, validateSecondImei } from '@/lib/validation/imei';
import { nairaToKobo, validatePurchasePrice, validatePurchasePriceKobo } from '@/lib/validation/money';
import { inputType, type InputValue } from './declareAction';
import { trimmed } from './normalisers';

/** An optional IMEI: its digits, or null when none was given. */
export function optionalImei(value: string | null): string | null {
  const digits = normalizeImei(value ?? '');
  return digits === '' ? null : digits;
}

/** A device as the agent types it (onboarding's device step, the customer page's "Add device"). */
export interface DeviceFormValues {
  imei: string;
  /** The second IMEI of a dual-SIM phone; empty when there is none. */
  imei2: string;
  deviceBrand: string;
  deviceModel: string;
  /** Naira as typed, e.g. `150,000`. */
  purchasePrice: string;
  /** `YYYY-MM-DD`. */
  purchaseDate: string;
}

/** Kobo for the typed price; only called once the form's rule passed it. */
function purchasePriceKobo({ purchasePrice }: { purchasePrice: string }): number {
  const kobo = nairaToKobo(purchasePrice);
  if (kobo === undefined) throw new RangeError(`not a naira amount: ${JSON.stringify(purchasePrice)}`);
  return kobo;
}

/**
 * When and for how much its owner bought a device: a new device's (`device_input`), and a second-hand one's
 * bought from its last owner (`transfer_device`), so eligibility (bought at most 12 months ago, its value)
 * reads the new owner's purchase.
 */
export const PURCHASE_ARGS = {
  purchase_price_kobo: {
    type: 'bigint!',
    formField: 'purchasePrice',
    read: purchasePriceKobo,
    rule: (kobo: number) => validatePurchasePriceKobo(kobo),
    formRule: (typed: string) => validatePurchasePrice(typed),
  },
  purchase_date: { type: 'date!', formField: 'purchaseDate', rule: (date: string, _values: unknown, today: string) => validatePurchaseDate(date, today) },
} as const;

/** `device_input` (`onboard_customer`, `add_device`): IMEIs as digits, brand and model trimmed, the price in kobo. */
export const DEVICE_INPUT = inputType<DeviceFormValues>()('device_input', {
  imei: { type: 'String!', formField: 'imei', normalise: normalizeImei, rule: (imei) => validateImei(imei) },
  imei2: { type: 'String', formField: 'imei2', normalise: optionalImei, rule: (imei2, device) => validateSecondImei(imei2 ?? '', device.imei) },
  brand: { type: 'String!', formField: 'deviceBrand', normalise: trimmed, rule: (brand) => validateDeviceBrand(brand) },
  model: { type: 'String!', formField: 'deviceModel', normalise: trimmed, rule: (model) => validateDeviceModel(model) },
  ...PURCHASE_ARGS,
});

export type DeviceInput = InputValue<typeof DEVICE_INPUT>;
