import { validateAddress } from '@/lib/validation/address';
import { validateDateOfBirth } from '@/lib/validation/dates';
import { validateEmail } from '@/lib/validation/email';
import { normalizeIdNumber, validateIdNumber } from '@/lib/validation/idNumber';
import { validatePersonName } from '@/lib/validation/names';
import { validateGender, validateIdType } from '@/lib/validation/options';
import { normalizeNigerianPhone, validateNigerianPhone } from '@/lib/validation/phone';
import { validateState } from '@/lib/validation/states';
import { inputType, type InputValue } from './declareAction';
import { emailAddress, trimmed } from './normalisers';

/** E.164 (`+2348031234567`) for a Nigerian mobile number in any accepted form; other text trimmed (its rule refuses it). */
export function nigerianPhone(value: string): string {
  return normalizeNigerianPhone(value) ?? value.trim();
}

/** A new customer as the onboarding wizard's personal and identification steps hold them. */
export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  /** Optional: empty when the customer has none. */
  email: string;
  gender: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  address: string;
  state: string;
  idType: string;
  idNumber: string;
}

/**
 * A person's names, phone and e-mail as the service reads and checks them — a customer's, an invited
 * account's: names trimmed, the phone as E.164, the e-mail in lower case (optional).
 */
export const PERSON_ARGS = {
  first_name: { type: 'String!', formField: 'firstName', normalise: trimmed, rule: (name: string) => validatePersonName(name) },
  last_name: { type: 'String!', formField: 'lastName', normalise: trimmed, rule: (name: string) => validatePersonName(name) },
  phone: {
    type: 'String!',
    description: 'Nigerian mobile number in any accepted form (0…, 234…, +234…); stored as E.164.',
    formField: 'phone',
    normalise: nigerianPhone,
    rule: (phone: string) => validateNigerianPhone(phone),
  },
  email: { type: 'String', formField: 'email', normalise: emailAddress, rule: (email: string | null) => validateEmail(email ?? '', { required: false }) },
} as const;

/** Where a customer lives, as the service reads and checks it. */
export const ADDRESS_ARGS = {
  address: { type: 'String!', formField: 'address', normalise: trimmed, rule: (address: string) => validateAddress(address) },
  state: { type: 'String!', description: 'One of the 36 states or Federal Capital Territory.', formField: 'state', rule: (state: string) => validateState(state) },
} as const;

/** `onboard_customer_input`: names and address trimmed, the phone as E.164, the e-mail in lower case, the ID number upper case without spaces. */
export const CUSTOMER_INPUT = inputType<CustomerFormValues>()('onboard_customer_input', {
  ...PERSON_ARGS,
  gender: { type: 'String!', description: 'MALE or FEMALE', formField: 'gender', rule: (gender) => validateGender(gender) },
  date_of_birth: { type: 'date!', formField: 'dateOfBirth', rule: (date, _customer, today) => validateDateOfBirth(date, today) },
  ...ADDRESS_ARGS,
  id_type: { type: 'String!', description: 'VNIN, VIN, PASSPORT or DRIVERLICENCE', formField: 'idType', rule: (idType) => validateIdType(idType) },
  id_number: {
    type: 'String!',
    description: 'Of a vNIN only the last 4 characters are kept.',
    formField: 'idNumber',
    normalise: normalizeIdNumber,
    // Without a valid type the number has nothing to be checked against; the type's own message says so.
    rule: (idNumber, customer) => (validateIdType(customer.id_type) === undefined ? validateIdNumber(customer.id_type, idNumber) : undefined),
  },
});

export type CustomerInput = InputValue<typeof CUSTOMER_INPUT>;
