import { ID_NUMBER_MESSAGES, idNumberLast4, normalizeIdNumber, validateIdNumber } from './idNumber';
import { OPTION_MESSAGES } from './options';

describe('normalizeIdNumber', () => {
  it('upper-cases and strips spaces and hyphens', () => {
    expect(normalizeIdNumber(' ab-1234 5678 9012-cd ')).toBe('AB123456789012CD');
    expect(normalizeIdNumber('abc12345de67')).toBe('ABC12345DE67');
  });
});

describe('validateIdNumber', () => {
  it.each([
    ['VNIN', 'AB123456789012CD'],
    ['VNIN', 'ab 1234 5678 9012 cd'],
    ['VIN', '90F5B1234567890123A'],
    ['VIN', '1234567890123456789'],
    ['PASSPORT', 'A12345678'],
    ['PASSPORT', 'AB1234567'],
    ['PASSPORT', 'b1234-5678'],
    ['DRIVERLICENCE', 'ABC12345DE67'],
    ['DRIVERLICENCE', 'AB12345DE67'],
    ['DRIVERLICENCE', 'abc-12345-de67'],
  ])('%s accepts %p', (type, value) => {
    expect(validateIdNumber(type, value)).toBeUndefined();
  });

  it.each([
    ['VNIN', 'AB12345678901CD'],
    ['VNIN', 'A1234567890123CD'],
    ['VNIN', 'AB123456789012C1'],
    ['VIN', '90F5B123456789012'],
    ['VIN', '90F5B1234567890123AB'],
    ['VIN', '90F5B123456789012_A'],
    ['PASSPORT', 'A1234567'],
    ['PASSPORT', 'ABC123456'],
    ['PASSPORT', '123456789'],
    ['DRIVERLICENCE', 'ABCD12345DE67'],
    ['DRIVERLICENCE', 'ABC1234DE67'],
    ['DRIVERLICENCE', 'ABC12345D67'],
    ['DRIVERLICENCE', 'ABC12345DE6'],
  ] as const)('%s rejects %p with its own message', (type, value) => {
    expect(validateIdNumber(type, value)).toBe(ID_NUMBER_MESSAGES[type]);
  });

  it('asks for a number, and for a type before the number', () => {
    expect(validateIdNumber('PASSPORT', ' - ')).toBe(ID_NUMBER_MESSAGES.required);
    expect(validateIdNumber('', 'A12345678')).toBe(OPTION_MESSAGES.idType);
  });

  it('keeps the last 4 characters', () => {
    expect(idNumberLast4('ab123456789012cd')).toBe('12CD');
  });
});
