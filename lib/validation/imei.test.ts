import { IMEI_MESSAGES, isValidImei, normalizeImei, validateImei, validateSecondImei } from './imei';
import { luhnCheckDigit, passesLuhn } from './luhn';

describe('validateImei', () => {
  it.each(['490154203237518', '356938035643809', '4901 5420 3237 518', '49-015420-323751-8'])('accepts %p', (imei) => {
    expect(validateImei(imei)).toBeUndefined();
    expect(isValidImei(imei)).toBe(true);
  });

  it('names the rule that failed', () => {
    expect(validateImei('')).toBe(IMEI_MESSAGES.required);
    expect(validateImei('49015420323751A')).toBe(IMEI_MESSAGES.digits);
    expect(validateImei('49015420323751')).toBe(IMEI_MESSAGES.length);
    expect(validateImei('4901542032375180')).toBe(IMEI_MESSAGES.length);
    // one digit off: the Luhn check digit no longer matches
    expect(validateImei('490154203237519')).toBe(IMEI_MESSAGES.checkDigit);
    expect(validateImei('490154203237528')).toBe(IMEI_MESSAGES.checkDigit);
    expect(isValidImei('490154203237519')).toBe(false);
  });

  it('stores the digits only', () => {
    expect(normalizeImei('4901 5420-3237 518')).toBe('490154203237518');
  });
});

describe('validateSecondImei', () => {
  it('is optional, follows the same rules and must differ from the first', () => {
    expect(validateSecondImei('', '490154203237518')).toBeUndefined();
    expect(validateSecondImei('356938035643809', '490154203237518')).toBeUndefined();
    expect(validateSecondImei('356938035643808', '490154203237518')).toBe(IMEI_MESSAGES.checkDigit);
    expect(validateSecondImei('4901 5420 3237 518', '490154203237518')).toBe(IMEI_MESSAGES.sameAsFirst);
  });
});

describe('Luhn', () => {
  it('computes the check digit that passes', () => {
    expect(luhnCheckDigit('49015420323751')).toBe('8');
    expect(passesLuhn(`35693803564380${luhnCheckDigit('35693803564380')}`)).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('12a4')).toBe(false);
  });
});
