import type { CustomerCorrectionFormValues } from '@/lib/actions/correctCustomer';
import { formatPhone } from '@/lib/format/phone';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';
import type { OfficeCustomer } from './getOfficeCustomer';

/** The form starts from the customer's details as stored (the phone as people write it), and no reason. */
export const correctionFormValues = (customer: OfficeCustomer): CustomerCorrectionFormValues => ({
  firstName: customer.first_name,
  lastName: customer.last_name,
  phone: formatPhone(customer.phone),
  email: customer.email ?? '',
  address: customer.address,
  state: customer.state,
  reason: '',
});

/** The rules, from `correct_customer`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const correctionRules = lateFieldRules<CustomerCorrectionFormValues>(['firstName', 'lastName', 'phone', 'email', 'address', 'state', 'reason'], () =>
  import('./correctionRules').then((module) => module.correctionFormRules),
);
