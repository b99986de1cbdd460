import { Alert, Button, Flex, Link, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useState } from 'react';
import { DeviceFields } from '@/components/device/DeviceFields';
import { deviceRules } from '@/components/device/deviceFormRules';
import { emptyDeviceValues } from '@/components/device/deviceFormValues';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { TextFormContext } from '@/lib/forms/TextFormContext';
import { useTextForm } from '@/lib/forms/useTextForm';
import { useAddDevice, type AddDeviceFailure, type AddedDevice } from './useAddDevice';
import { customerUrl } from './urls';

export interface AddDeviceFormProps {
  customerId: string;
  onAdded: (device: AddedDevice) => void;
  onCancel: () => void;
}

/**
 * Another device for this customer: the onboarding device step's fields and rules, sent with `add_device`.
 * Loaded only when the agent opens it (the form and the GraphQL client stay out of the customer
 * page's first load).
 */
function DeviceForm({ customerId, onAdded, onCancel }: AddDeviceFormProps) {
  const form = useTextForm({ rules: deviceRules, defaultValues: emptyDeviceValues });
  const { addDevice, submitting } = useAddDevice(customerId);
  const [failure, setFailure] = useState<AddDeviceFailure>();
  const { setFocus, setError } = form;

  useEffect(() => setFocus('imei'), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await addDevice(values);
    if (!outcome) return;
    if (outcome.ok) {
      onAdded(outcome.device);
      return;
    }
    setFailure(outcome.failure);
    if (outcome.failure.field) setError(outcome.failure.field, outcome.failure.message);
  });

  return (
    <TextFormContext value={form}>
      <form noValidate aria-label="Add device" onSubmit={(event) => void submit(event)}>
        <Stack gap="5">
          {failure ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>The device could not be added.</Alert.Title>
                <Alert.Description>{failure.message}</Alert.Description>
                {failure.existingCustomerId ? (
                  <Link asChild color="brand.fg" textDecoration="underline" marginTop="1">
                    <NextLink href={customerUrl(failure.existingCustomerId)}>Open the customer who has this device</NextLink>
                  </Link>
                ) : null}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <DeviceFields />
          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Adding device…">
              Add device
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </form>
    </TextFormContext>
  );
}

export const AddDeviceForm = withAppApollo(DeviceForm);
