import { GENDER_OPTIONS, ID_TYPE_OPTIONS, OPTION_MESSAGES, validateGender, validateIdType } from './options';

describe('select options (spec.md section 3)', () => {
  it('lists the gender options with the empty option first', () => {
    expect(GENDER_OPTIONS).toEqual([
      { value: '', label: 'Select gender' },
      { value: 'MALE', label: 'MALE' },
      { value: 'FEMALE', label: 'FEMALE' },
    ]);
  });

  it('lists the ID types with their labels, the empty option first', () => {
    expect(ID_TYPE_OPTIONS).toEqual([
      { value: '', label: 'Select ID' },
      { value: 'VNIN', label: 'Virtual National Identification Number' },
      { value: 'VIN', label: 'Voters Card Identification Number' },
      { value: 'PASSPORT', label: 'International Passport' },
      { value: 'DRIVERLICENCE', label: "Driver's Licence" },
    ]);
  });

  it('accepts only the listed values, not the empty option', () => {
    expect(validateGender('MALE')).toBeUndefined();
    expect(validateGender('FEMALE')).toBeUndefined();
    expect(validateGender('')).toBe(OPTION_MESSAGES.gender);
    expect(validateGender('male')).toBe(OPTION_MESSAGES.gender);
    for (const type of ['VNIN', 'VIN', 'PASSPORT', 'DRIVERLICENCE']) expect(validateIdType(type)).toBeUndefined();
    expect(validateIdType('')).toBe(OPTION_MESSAGES.idType);
    expect(validateIdType('NIN')).toBe(OPTION_MESSAGES.idType);
  });
});
