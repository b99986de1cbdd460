import { DEVICE_INPUT, type DeviceFormValues, type DeviceInput } from './deviceInput';
import { formFieldLookup, type InputFields } from './inputFields';

/** `add_device`'s typed argument (the customer and the idempotency key aside). */
export interface AddDeviceInput {
  device: DeviceInput;
}

export const ADD_DEVICE_INPUT: InputFields<DeviceFormValues, AddDeviceInput> = { device: { fields: DEVICE_INPUT } };

/** The device form's field for a refusal's `extensions.field` (`device.imei2` → `imei2`). */
export const addDeviceFormFieldOf = formFieldLookup(ADD_DEVICE_INPUT);
