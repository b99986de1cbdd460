import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { deviceExistsError } from '@/components/device/deviceExistsError';
import { ADD_DEVICE } from '@/lib/actions/addDevice';
import type { DeviceFormValues } from '@/lib/actions/deviceInput';
import { formFieldLookup, inputFromForm } from '@/lib/actions/inputFields';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';
import { fieldFailure, type FieldFailure } from '@/lib/forms/fieldFailure';
import { AddDevice, type AddDeviceResult } from './addDevice';

/** The device form's field for a refusal's `extensions.field` (`device.imei2` → `imei2`). */
const addDeviceFormFieldOf = formFieldLookup(ADD_DEVICE);

/** A device just added, with what the success message names. */
export interface AddedDevice extends AddDeviceResult {
  brand: string;
  model: string;
}

/** Why the service did not add the device, as the form shows it (no code: the form reads none): the field blamed holds an IMEI already registered, or breaks a rule. */
export interface AddDeviceFailure extends Omit<FieldFailure<keyof DeviceFormValues>, 'code'> {
  /** The agent's own customer who already has this IMEI. */
  existingCustomerId?: string;
}

export type AddDeviceOutcome = { ok: true; device: AddedDevice } | { ok: false; failure: AddDeviceFailure };

/**
 * Sends `add_device` once per submit. One idempotency key per device as typed: a retry or a second click
 * with the same values sends the same key (the service answers the first request's result instead of
 * registering twice), changed values after a failure get a new key, and a success starts afresh.
 */
export function useAddDevice(customerId: string) {
  const [mutate] = useMutation(AddDevice);
  const sending = useRef(false);
  const attempt = useRef<{ key: string; device: string } | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);

  const addDevice = useCallback(
    async (values: DeviceFormValues): Promise<AddDeviceOutcome | undefined> => {
      if (sending.current) return undefined;
      sending.current = true;
      setSubmitting(true);
      try {
        const { device } = inputFromForm(ADD_DEVICE, values);
        const signature = JSON.stringify(device);
        if (attempt.current?.device !== signature) attempt.current = { key: newIdempotencyKey(), device: signature };
        const { data } = await mutate({ variables: { customerId, device, idempotencyKey: attempt.current.key } });
        if (!data) throw new Error('The data service did not answer');
        attempt.current = undefined;
        return { ok: true, device: { ...data.add_device, brand: device.brand, model: device.model } };
      } catch (error) {
        return { ok: false, failure: addDeviceFailure(error) };
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [mutate, customerId],
  );

  return { addDevice, submitting };
}

/** The failure to show: the formatted message, the field at fault, the existing customer to link. */
export function addDeviceFailure(error: unknown): AddDeviceFailure {
  const registered = deviceExistsError(error);
  if (registered) {
    const field = addDeviceFormFieldOf(registered.field) ?? 'imei';
    return { message: registered.message, field, ...(registered.existingCustomerId ? { existingCustomerId: registered.existingCustomerId } : {}) };
  }
  const { message, field } = fieldFailure(error, addDeviceFormFieldOf, { blamedOnlyOn: ACTION_ERROR_CODES.validationFailed });
  return { message, ...(field ? { field } : {}) };
}
