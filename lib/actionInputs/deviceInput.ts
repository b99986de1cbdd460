import {
  nairaToKobo,
  normalizeImei,
  validateDeviceBrand,
  validateDeviceModel,
  validateImei,
  validatePurchaseDate,
  validatePurchasePriceKobo,
  validateSecondImei,
} from '@/lib/validation';
import type { InputFields } from './inputFields';
import { optionalImei, trimmed } from './normalisers';

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

/** The data service's `device_input` (`onboard_customer`, `add_device`). */
export interface DeviceInput {
  imei: string;
  imei2: string | null;
  brand: string;
  model: string;
  purchase_price_kobo: number;
  purchase_date: string;
}

/** Kobo for the typed price; only called once the form's rule passed it. */
function purchasePriceKobo({ purchasePrice }: DeviceFormValues): number {
  const kobo = nairaToKobo(purchasePrice);
  if (kobo === undefined) throw new RangeError(`not a naira amount: ${JSON.stringify(purchasePrice)}`);
  return kobo;
}

/** `device_input`: IMEIs as digits, brand and model trimmed, the price in kobo. */
export const DEVICE_INPUT: InputFields<DeviceFormValues, DeviceInput> = {
  imei: { formField: 'imei', normalise: normalizeImei, rule: (imei) => validateImei(imei) },
  imei2: { formField: 'imei2', normalise: optionalImei, rule: (imei2, device) => validateSecondImei(imei2 ?? '', device.imei) },
  brand: { formField: 'deviceBrand', normalise: trimmed, rule: (brand) => validateDeviceBrand(brand) },
  model: { formField: 'deviceModel', normalise: trimmed, rule: (model) => validateDeviceModel(model) },
  purchase_price_kobo: { formField: 'purchasePrice', read: purchasePriceKobo, rule: (kobo) => validatePurchasePriceKobo(kobo) },
  purchase_date: { formField: 'purchaseDate', rule: (date, _device, today) => validatePurchaseDate(date, today) },
};
