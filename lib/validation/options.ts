/** A select option; the first option of each list is the empty "Select …" prompt. */
export interface SelectOption<V extends string = string> {
  value: V | '';
  label: string;
}

export type Gender = 'MALE' | 'FEMALE';
export type IdType = 'VNIN' | 'VIN' | 'PASSPORT' | 'DRIVERLICENCE';

// Values and labels exactly as spec.md section 3 lists them.
export const GENDER_OPTIONS: readonly SelectOption<Gender>[] = [
  { value: '', label: 'Select gender' },
  { value: 'MALE', label: 'MALE' },
  { value: 'FEMALE', label: 'FEMALE' },
];

export const ID_TYPE_OPTIONS: readonly SelectOption<IdType>[] = [
  { value: '', label: 'Select ID' },
  { value: 'VNIN', label: 'Virtual National Identification Number' },
  { value: 'VIN', label: 'Voters Card Identification Number' },
  { value: 'PASSPORT', label: 'International Passport' },
  { value: 'DRIVERLICENCE', label: "Driver's Licence" },
];

export const GENDERS: readonly Gender[] = ['MALE', 'FEMALE'];
export const ID_TYPES: readonly IdType[] = ['VNIN', 'VIN', 'PASSPORT', 'DRIVERLICENCE'];

export const OPTION_MESSAGES = {
  gender: 'Select a gender',
  idType: 'Select an ID type',
} as const;

export function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

export function isIdType(value: string): value is IdType {
  return (ID_TYPES as readonly string[]).includes(value);
}

export function validateGender(value: string): string | undefined {
  return isGender(value) ? undefined : OPTION_MESSAGES.gender;
}

export function validateIdType(value: string): string | undefined {
  return isIdType(value) ? undefined : OPTION_MESSAGES.idType;
}
