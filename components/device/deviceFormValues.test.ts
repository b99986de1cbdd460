import {
  DEVICE_BRAND_MESSAGES,
  DEVICE_MODEL_MESSAGES,
  IMEI_MESSAGES,
  PURCHASE_DATE_MESSAGES,
  PURCHASE_PRICE_MESSAGES,
} from '@/lib/validation';
import { fieldMessages } from '@/lib/forms/fieldRules';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';
import { deviceRules } from './deviceFormRules';
import { DEVICE_FIELDS, emptyDeviceValues } from './deviceFormValues';

const today = '2025-03-15';
const valid: DeviceFormValues = {
  imei: '4901 5420 3237 518',
  imei2: '',
  deviceBrand: ' Tecno ',
  deviceModel: ' Camon 20 ',
  purchasePrice: '₦150,000.50',
  purchaseDate: '2025-01-10',
};

const messages = (values: DeviceFormValues) => fieldMessages(deviceRules, values, today);

describe('the device form', () => {
  it('lists every field, empty to start', () => {
    expect(DEVICE_FIELDS).toEqual(Object.keys(emptyDeviceValues));
    expect(Object.values(emptyDeviceValues).every((value) => value === '')).toBe(true);
  });

  it('accepts a valid device', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, imei2: '356938035643809' })).toEqual({});
  });

  it('names each rule that fails with the shared message', () => {
    expect(messages(emptyDeviceValues)).toEqual({
      imei: IMEI_MESSAGES.required,
      deviceBrand: DEVICE_BRAND_MESSAGES.required,
      deviceModel: DEVICE_MODEL_MESSAGES.required,
      purchasePrice: PURCHASE_PRICE_MESSAGES.required,
      purchaseDate: PURCHASE_DATE_MESSAGES.required,
    });
    expect(
      messages({
        imei: '490154203237519',
        imei2: '490154203237518',
        deviceBrand: 'x'.repeat(51),
        deviceModel: 'x'.repeat(101),
        purchasePrice: '19999',
        purchaseDate: '2025-03-16',
      }),
    ).toEqual({
      imei: IMEI_MESSAGES.checkDigit,
      deviceBrand: DEVICE_BRAND_MESSAGES.tooLong,
      deviceModel: DEVICE_MODEL_MESSAGES.tooLong,
      purchasePrice: PURCHASE_PRICE_MESSAGES.tooLow,
      purchaseDate: PURCHASE_DATE_MESSAGES.future,
    });
    expect(messages({ ...valid, imei2: '490154203237518' })).toEqual({ imei2: IMEI_MESSAGES.sameAsFirst });
  });
});
