import { CUSTOMER_INPUT, type CustomerFormValues, type CustomerInput } from './customerInput';
import { DEVICE_INPUT, type DeviceFormValues, type DeviceInput } from './deviceInput';
import { formFieldLookup, type InputFields } from './inputFields';

/** What of the onboarding wizard's values `onboard_customer` takes. */
export type OnboardingFormFields = CustomerFormValues & DeviceFormValues;

/** `onboard_customer`'s typed arguments (the idempotency key aside): the customer and the first device. */
export interface OnboardCustomerInput {
  customer: CustomerInput;
  device: DeviceInput;
}

export const ONBOARD_CUSTOMER_INPUT: InputFields<OnboardingFormFields, OnboardCustomerInput> = {
  customer: { fields: CUSTOMER_INPUT },
  device: { fields: DEVICE_INPUT },
};

/** The wizard's field for a refusal's `extensions.field` (`customer.phone`, `device.imei2`). */
export const onboardingFormFieldOf = formFieldLookup(ONBOARD_CUSTOMER_INPUT);
