import type { DeviceFormValues } from '@/lib/actionInputs/deviceInput';
import type { FieldRules } from '@/lib/forms/fieldRules';
import {
  validateDeviceBrand,
  validateDeviceModel,
  validateImei,
  validatePurchaseDate,
  validatePurchasePrice,
  validateSecondImei,
} from '@/lib/validation';

export const emptyDeviceValues: DeviceFormValues = {
  imei: '',
  imei2: '',
  deviceBrand: '',
  deviceModel: '',
  purchasePrice: '',
  purchaseDate: '',
};

export const DEVICE_FIELDS: (keyof DeviceFormValues)[] = ['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate'];

/** Each device field's rule: the shared validators the data service runs too (`DEVICE_INPUT`). */
export const deviceRules: FieldRules<DeviceFormValues> = {
  imei: (value) => validateImei(value),
  imei2: (value, values) => validateSecondImei(value, values.imei),
  deviceBrand: (value) => validateDeviceBrand(value),
  deviceModel: (value) => validateDeviceModel(value),
  purchasePrice: (value) => validatePurchasePrice(value),
  purchaseDate: (value, _values, today) => validatePurchaseDate(value, today),
};
