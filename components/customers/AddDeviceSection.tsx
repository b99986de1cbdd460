import { Alert, Box, Button, Link, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { partLoading } from '@/components/ui/partLoading';
import type { AddedDevice } from './useAddDevice';

const AddDeviceForm = dynamic(() => import('./AddDeviceForm').then((m) => m.AddDeviceForm), {
  ssr: false,
  loading: partLoading('The device form could not be loaded.', <Skeleton height="64" borderRadius="md" />),
});

export interface AddDeviceSectionProps {
  customerId: string;
  /** After a device is added: refresh the customer so it shows in the devices. */
  onAdded: () => Promise<unknown> | void;
}

/** "Add device": opens the form in place; after success says what happened and what comes next. */
export function AddDeviceSection({ customerId, onAdded }: AddDeviceSectionProps) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<AddedDevice>();
  const openButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<'button' | 'result' | undefined>(undefined);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    (returnFocus.current === 'result' ? result.current : openButton.current)?.focus();
    returnFocus.current = undefined;
  }, [open, added]);

  const deviceAdded = (device: AddedDevice) => {
    setAdded(device);
    returnFocus.current = 'result';
    setOpen(false);
    void Promise.resolve(onAdded()).catch(() => undefined);
  };

  return (
    <Stack gap="4">
      {added ? (
        <Alert.Root status={added.plan_eligible ? 'success' : 'warning'} ref={result} tabIndex={-1} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`${added.brand} ${added.model} was added.`}</Alert.Title>
            <Alert.Description>
              {added.plan_eligible ? 'It can be covered by a plan now.' : `No plan can be offered for it: ${added.ineligible_reason ?? 'it is not eligible'}.`}
            </Alert.Description>
            {added.plan_eligible ? (
              <Link asChild color="brand.fg" textDecoration="underline" marginTop="1">
                <NextLink href={buyPlanUrl({ customer: customerId, device: added.device_id })}>Buy a plan for this device</NextLink>
              </Link>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {open ? (
        <Box borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <AddDeviceForm
            customerId={customerId}
            onAdded={deviceAdded}
            onCancel={() => {
              returnFocus.current = 'button';
              setOpen(false);
            }}
          />
        </Box>
      ) : (
        <Button
          ref={openButton}
          alignSelf="flex-start"
          colorPalette="brand"
          variant="outline"
          onClick={() => {
            setAdded(undefined);
            setOpen(true);
          }}
        >
          Add device
        </Button>
      )}
    </Stack>
  );
}
