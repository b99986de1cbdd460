import { AGENT_ROLE } from '@/lib/domain/roles';
import { declareAction, required } from './declareAction';
import { deviceAddedOutput } from './deviceAdded';
import { DEVICE_INPUT, type DeviceFormValues } from './deviceInput';

/** `add_device`: another device for one of the agent's own customers (the customer page), same rules as onboarding. */
export const ADD_DEVICE = declareAction<DeviceFormValues>()({
  name: 'add_device',
  kind: 'mutation',
  roles: [AGENT_ROLE],
  idempotent: true,
  args: {
    customer_id: { type: 'uuid!' },
    device: { type: required(DEVICE_INPUT) },
  },
  output: required(deviceAddedOutput('add_device_output')),
});
