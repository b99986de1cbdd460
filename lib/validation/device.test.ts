import {
  DEVICE_BRAND_MAX_LENGTH,
  DEVICE_BRAND_MESSAGES,
  DEVICE_MODEL_MAX_LENGTH,
  DEVICE_MODEL_MESSAGES,
  validateDeviceBrand,
  validateDeviceModel,
} from './device';

describe('validateDeviceBrand', () => {
  it.each(['Tecno', ' Samsung ', 'itel', 'x'.repeat(DEVICE_BRAND_MAX_LENGTH), 'Ọ'.repeat(DEVICE_BRAND_MAX_LENGTH)])('accepts %p', (brand) => {
    expect(validateDeviceBrand(brand)).toBeUndefined();
  });

  it.each([
    ['', DEVICE_BRAND_MESSAGES.required],
    ['  ', DEVICE_BRAND_MESSAGES.required],
    ['x'.repeat(DEVICE_BRAND_MAX_LENGTH + 1), DEVICE_BRAND_MESSAGES.tooLong],
  ])('rejects %p', (brand, message) => {
    expect(validateDeviceBrand(brand)).toBe(message);
  });
});

describe('validateDeviceModel', () => {
  it.each(['Camon 20 Pro', 'Galaxy A14 5G', 'iPhone 13 (128 GB)', 'x'.repeat(DEVICE_MODEL_MAX_LENGTH)])('accepts %p', (model) => {
    expect(validateDeviceModel(model)).toBeUndefined();
  });

  it.each([
    ['', DEVICE_MODEL_MESSAGES.required],
    ['\t ', DEVICE_MODEL_MESSAGES.required],
    ['x'.repeat(DEVICE_MODEL_MAX_LENGTH + 1), DEVICE_MODEL_MESSAGES.tooLong],
  ])('rejects %p', (model, message) => {
    expect(validateDeviceModel(model)).toBe(message);
  });

  it('keeps the messages the data service has always sent', () => {
    expect(DEVICE_BRAND_MESSAGES).toEqual({ required: 'Enter the device brand', tooLong: 'The device brand can have at most 50 characters' });
    expect(DEVICE_MODEL_MESSAGES).toEqual({ required: 'Enter the device model', tooLong: 'The device model can have at most 100 characters' });
  });
});
