import { formRules } from '@/lib/actions/formRules';
import { ONBOARD_CUSTOMER } from '@/lib/actions/onboardCustomer';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { OnboardingFormValues } from './onboardingFormValues';

/** Every field's rule: the shared validators the data service's `onboard_customer` runs too. Loaded late (`onboardingRules`). */
export const onboardingFormRules: FieldRules<OnboardingFormValues> = formRules(ONBOARD_CUSTOMER);
