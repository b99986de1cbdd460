import type { DeviceFormValues } from '@/lib/actions/deviceInput';

export const emptyDeviceValues: DeviceFormValues = {
  imei: '',
  imei2: '',
  deviceBrand: '',
  deviceModel: '',
  purchasePrice: '',
  purchaseDate: '',
};

export const DEVICE_FIELDS: (keyof DeviceFormValues)[] = ['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate'];
