import { DEVICE_INPUT, type DeviceFormValues } from '@/lib/actions/deviceInput';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';

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
export const deviceRules: FieldRules<DeviceFormValues> = formRules(DEVICE_INPUT);
