import { normalizeNigerianPhone, PHONE_MESSAGES, validateNigerianPhone } from './phone';

describe('validateNigerianPhone / normalizeNigerianPhone', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+2347011234567', '+2347011234567'],
    ['09151234567', '+2349151234567'],
    ['08101234567', '+2348101234567'],
    ['  0903 123 4567 ', '+2349031234567'],
  ])('accepts %p as %p', (input, e164) => {
    expect(validateNigerianPhone(input)).toBeUndefined();
    expect(normalizeNigerianPhone(input)).toBe(e164);
  });

  it.each([
    ['', PHONE_MESSAGES.required],
    ['   ', PHONE_MESSAGES.required],
    ['0803 123 456a', PHONE_MESSAGES.characters],
    ['(0803) 1234567', PHONE_MESSAGES.characters],
    ['0803123456', PHONE_MESSAGES.format],
    ['080312345678', PHONE_MESSAGES.format],
    ['8031234567', PHONE_MESSAGES.format],
    ['+2308031234567', PHONE_MESSAGES.format],
    ['+23408031234567', PHONE_MESSAGES.format],
    ['234+8031234567', PHONE_MESSAGES.characters],
    ['01234567890', PHONE_MESSAGES.network],
    ['06031234567', PHONE_MESSAGES.network],
    ['05031234567', PHONE_MESSAGES.network],
  ])('rejects %p with its message', (input, message) => {
    expect(validateNigerianPhone(input)).toBe(message);
    expect(normalizeNigerianPhone(input)).toBeUndefined();
  });

  it('stores what the database accepts (customer_phone_format)', () => {
    expect(normalizeNigerianPhone('0803 000 0001')).toMatch(/^\+234[789][0-9]{9}$/);
  });
});
