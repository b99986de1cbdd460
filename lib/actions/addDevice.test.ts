import { ADD_DEVICE } from './addDevice';
import { brokenRule, formFieldLookup } from './inputFields';

const addDeviceFormFieldOf = formFieldLookup(ADD_DEVICE);

describe('add_device', () => {
  it('names the device form field of every argument under `device.`', () => {
    const names = ['imei', 'imei2', 'brand', 'model', 'purchase_price_kobo', 'purchase_date'];
    expect(names.map((name) => addDeviceFormFieldOf(`device.${name}`))).toEqual(['imei', 'imei2', 'deviceBrand', 'deviceModel', 'purchasePrice', 'purchaseDate']);
    expect(addDeviceFormFieldOf('customer_id')).toBeUndefined();
  });

  it('reports a broken device rule as device.<argument>', () => {
    const device = { imei: '490154203237518', imei2: null, brand: 'Tecno', model: '', purchase_price_kobo: 15_000_000, purchase_date: '2025-02-15' };
    expect(brokenRule(ADD_DEVICE, { customer_id: 'c1', device }, '2025-03-15')?.field).toBe('device.model');
  });
});
