import {
  normalizeIdNumber,
  validateAddress,
  validateDateOfBirth,
  validateEmail,
  validateGender,
  validateIdNumber,
  validateIdType,
  validateNigerianPhone,
  validatePersonName,
  validateState,
} from '@/lib/validation';
import type { InputFields } from './inputFields';
import { emailAddress, nigerianPhone, trimmed } from './normalisers';

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

/** The data service's `onboard_customer_input`. */
export interface CustomerInput {
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  gender: string;
  date_of_birth: string;
  address: string;
  state: string;
  id_type: string;
  id_number: string;
}

/** `onboard_customer_input`: names and address trimmed, the phone as E.164, the e-mail in lower case, the ID number upper case without spaces. */
export const CUSTOMER_INPUT: InputFields<CustomerFormValues, CustomerInput> = {
  first_name: { formField: 'firstName', normalise: trimmed, rule: (name) => validatePersonName(name) },
  last_name: { formField: 'lastName', normalise: trimmed, rule: (name) => validatePersonName(name) },
  phone: { formField: 'phone', normalise: nigerianPhone, rule: (phone) => validateNigerianPhone(phone) },
  email: { formField: 'email', normalise: emailAddress, rule: (email) => validateEmail(email ?? '', { required: false }) },
  gender: { formField: 'gender', rule: (gender) => validateGender(gender) },
  date_of_birth: { formField: 'dateOfBirth', rule: (date, _customer, today) => validateDateOfBirth(date, today) },
  address: { formField: 'address', normalise: trimmed, rule: (address) => validateAddress(address) },
  state: { formField: 'state', rule: (state) => validateState(state) },
  id_type: { formField: 'idType', rule: (idType) => validateIdType(idType) },
  id_number: { formField: 'idNumber', normalise: normalizeIdNumber, rule: (idNumber, customer) => validateIdNumber(customer.id_type, idNumber) },
};
