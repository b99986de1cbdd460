import { CARD_MESSAGES, parseCardExpiry, validateCardExpiry, validateCardNumber, validateCvv } from './card';

describe('validateCardNumber', () => {
  it.each(['4084084084084081', '4000000000000002', '4000000000009995', '4084 0840 8408 4081', '5399-8383-8383-8381'])(
    'accepts the sandbox card %p',
    (number) => {
      expect(validateCardNumber(number)).toBeUndefined();
    },
  );

  it('names the rule that failed', () => {
    expect(validateCardNumber('')).toBe(CARD_MESSAGES.numberRequired);
    expect(validateCardNumber('4084 0840 8408 408x')).toBe(CARD_MESSAGES.numberDigits);
    expect(validateCardNumber('40840840840')).toBe(CARD_MESSAGES.numberLength);
    expect(validateCardNumber('40840840840840840810')).toBe(CARD_MESSAGES.numberLength);
    // a Luhn failure: one digit changed
    expect(validateCardNumber('4084084084084082')).toBe(CARD_MESSAGES.numberCheck);
  });
});

describe('validateCardExpiry', () => {
  const today = '2025-03-15';
  it.each(['03/25', '0325', '12/30', '04/2025', ' 01 / 26 '])('accepts %p', (expiry) => {
    expect(validateCardExpiry(expiry, today)).toBeUndefined();
  });

  it('rejects a bad shape, a month outside 1–12 and a past month', () => {
    expect(validateCardExpiry('', today)).toBe(CARD_MESSAGES.expiryRequired);
    expect(validateCardExpiry('3/25', today)).toBe(CARD_MESSAGES.expiryFormat);
    expect(validateCardExpiry('13/25', today)).toBe(CARD_MESSAGES.expiryFormat);
    expect(validateCardExpiry('00/25', today)).toBe(CARD_MESSAGES.expiryFormat);
    expect(validateCardExpiry('02/25', today)).toBe(CARD_MESSAGES.expired);
    expect(validateCardExpiry('12/2024', today)).toBe(CARD_MESSAGES.expired);
  });
});

describe('parseCardExpiry', () => {
  it.each([
    ['12/29', { month: 12, year: 2029 }],
    ['0130', { month: 1, year: 2030 }],
    [' 07 / 2031 ', { month: 7, year: 2031 }],
  ])('reads %p', (value, expiry) => expect(parseCardExpiry(value)).toEqual(expiry));

  it.each([[''], ['13/29'], ['00/29'], ['1/29'], ['12/295'], ['ab/cd']])('refuses %p', (value) => expect(parseCardExpiry(value)).toBeUndefined());
});

describe('validateCvv', () => {
  it('takes 3 or 4 digits', () => {
    expect(validateCvv('123')).toBeUndefined();
    expect(validateCvv('1234')).toBeUndefined();
    expect(validateCvv('')).toBe(CARD_MESSAGES.cvvRequired);
    expect(validateCvv('12')).toBe(CARD_MESSAGES.cvvFormat);
    expect(validateCvv('12a')).toBe(CARD_MESSAGES.cvvFormat);
  });
});
