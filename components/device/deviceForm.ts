import type { Device_Input } from '@/lib/graphql/generated/graphql';
import type { FieldRules } from '@/lib/forms/fieldRules';
import {
  nairaToKobo,
  normalizeImei,
  validateDeviceBrand,
  validateDeviceModel,
  validateImei,
  validatePurchaseDate,
  validatePurchasePrice,
  validateSecondImei,
} from '@/lib/validation';

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

export type DeviceInput = Device_Input;

export const emptyDeviceValues: DeviceFormValues = {
  imei: '',
  imei2: '',
  deviceBrand: '',
  deviceModel: '',
  purchasePrice: '',
  purchaseDate: '',
};

export const DEVICE_FIELDS: (keyof DeviceFormValues)[] = ['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate'];

/** Each device field's rule: the shared validators the data service's `validateDevice` also runs. */
export const deviceRules: FieldRules<DeviceFormValues> = {
  imei: (value) => validateImei(value),
  imei2: (value, values) => validateSecondImei(value, values.imei),
  deviceBrand: (value) => validateDeviceBrand(value),
  deviceModel: (value) => validateDeviceModel(value),
  purchasePrice: (value) => validatePurchasePrice(value),
  purchaseDate: (value, _values, today) => validatePurchaseDate(value, today),
};

/** The GraphQL `device_input` for valid values: IMEIs as digits, price in kobo, brand and model trimmed. */
export function toDeviceInput(values: DeviceFormValues): DeviceInput {
  const kobo = nairaToKobo(values.purchasePrice);
  if (kobo === undefined) throw new RangeError(`not a naira amount: ${JSON.stringify(values.purchasePrice)}`);
  const imei2 = normalizeImei(values.imei2);
  return {
    imei: normalizeImei(values.imei),
    imei2: imei2 === '' ? null : imei2,
    brand: values.deviceBrand.trim(),
    model: values.deviceModel.trim(),
    purchase_price_kobo: kobo,
    purchase_date: values.purchaseDate,
  };
}

/** The form field a data-service `extensions.field` about the device names (`device.imei2` → `imei2`). */
export const DEVICE_SERVER_FIELDS: Readonly<Record<string, keyof DeviceFormValues>> = {
  'device.imei': 'imei',
  'device.imei2': 'imei2',
  'device.brand': 'deviceBrand',
  'device.model': 'deviceModel',
  'device.purchase_price_kobo': 'purchasePrice',
  'device.purchase_date': 'purchaseDate',
};
