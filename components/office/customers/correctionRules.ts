import { CORRECT_CUSTOMER, type CustomerCorrectionFormValues } from '@/lib/actions/correctCustomer';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';

/** `correct_customer`'s rules on the form. Loaded late (`correctionRules`). */
export const correctionFormRules: FieldRules<CustomerCorrectionFormValues> = formRules(CORRECT_CUSTOMER);
