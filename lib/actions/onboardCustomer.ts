import { AGENT_ROLE } from '@/lib/domain/roles';
import { CUSTOMER_INPUT, type CustomerFormValues } from './customerInput';
import { declareAction, required, type ActionInput } from './declareAction';
import { deviceAddedOutput } from './deviceAdded';
import { DEVICE_INPUT, type DeviceFormValues } from './deviceInput';

/** What of the onboarding wizard's values `onboard_customer` takes. */
export type OnboardingFormFields = CustomerFormValues & DeviceFormValues;

/** `onboard_customer`: the onboarding wizard's submit, the customer and the first device. */
export const ONBOARD_CUSTOMER = declareAction<OnboardingFormFields>()({
  name: 'onboard_customer',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    customer: { type: required(CUSTOMER_INPUT) },
    device: { type: required(DEVICE_INPUT) },
  },
  output: required(deviceAddedOutput('onboard_customer_output')),
});

export type OnboardCustomerInput = ActionInput<typeof ONBOARD_CUSTOMER>;
