import { DEVICE_BRAND_MESSAGES, IMEI_MESSAGES, PURCHASE_DATE_MESSAGES, PURCHASE_PRICE_MESSAGES } from '@/lib/validation';
import { DEVICE_INPUT, type DeviceFormValues, type DeviceInput } from './deviceInput';
import { brokenRule, formFieldLookup, inputFromForm, normaliseInput } from './inputFields';

const today = '2025-03-15';
const typed: DeviceFormValues = {
  imei: '4901 5420 3237 518',
  imei2: '',
  deviceBrand: ' Tecno ',
  deviceModel: ' Camon 20 ',
  purchasePrice: '₦150,000.50',
  purchaseDate: '2025-01-10',
};
const sent: DeviceInput = { imei: '490154203237518', imei2: null, brand: 'Tecno', model: 'Camon 20', purchase_price_kobo: 15_000_050, purchase_date: '2025-01-10' };

describe('device_input', () => {
  it('is sent with the IMEIs as digits, brand and model trimmed, the price in kobo', () => {
    expect(inputFromForm(DEVICE_INPUT, typed)).toEqual(sent);
    expect(inputFromForm(DEVICE_INPUT, { ...typed, imei2: '35-693803-564380-9' }).imei2).toBe('356938035643809');
    expect(() => inputFromForm(DEVICE_INPUT, { ...typed, purchasePrice: 'lots' })).toThrow(RangeError);
  });

  it('is normalised by the service the same way', () => {
    const arrived = { ...sent, imei: '4901-5420-3237-518', imei2: ' ', brand: ' Tecno ', model: 'Camon 20 ' };
    expect(normaliseInput(DEVICE_INPUT, arrived)).toEqual(sent);
    expect(normaliseInput(DEVICE_INPUT, sent)).toEqual(sent);
  });

  it('is checked with the shared rules, field by field in order', () => {
    expect(brokenRule(DEVICE_INPUT, sent, today)).toBeUndefined();
    expect(brokenRule(DEVICE_INPUT, { ...sent, imei: '490154203237519', brand: '' }, today)).toEqual({ field: 'imei', message: IMEI_MESSAGES.checkDigit });
    expect(brokenRule(DEVICE_INPUT, { ...sent, imei2: '4901 5420 3237 518' }, today)).toEqual({ field: 'imei2', message: IMEI_MESSAGES.sameAsFirst });
    expect(brokenRule(DEVICE_INPUT, { ...sent, brand: '  ' }, today)).toEqual({ field: 'brand', message: DEVICE_BRAND_MESSAGES.required });
    expect(brokenRule(DEVICE_INPUT, { ...sent, purchase_price_kobo: 1_999_999 }, today)).toEqual({ field: 'purchase_price_kobo', message: PURCHASE_PRICE_MESSAGES.tooLow });
    expect(brokenRule(DEVICE_INPUT, { ...sent, purchase_date: '2025-03-16' }, today)).toEqual({ field: 'purchase_date', message: PURCHASE_DATE_MESSAGES.future });
  });

  it('names the form field of each argument', () => {
    const formFieldOf = formFieldLookup(DEVICE_INPUT);
    expect(Object.keys(sent).map(formFieldOf)).toEqual(['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate']);
  });
});
