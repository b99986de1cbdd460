import { Box, Button, Field, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { fullName } from '@/components/customers/customerDisplay';
import { deviceSaleStatus } from '@/components/customers/devicePlanStatus';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { Notice } from '@/components/ui/Notice';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { lagosToday } from '@/lib/validation';
import type { BuyPlanFormValues } from './buyPlanForm';
import { GetSaleCustomer, type SaleCustomer } from './getSaleCustomer';
import { SaleCustomerLoading } from './SaleCustomerLoading';
import { LINK_MESSAGES } from './useBuyPlanLink';
import { customerUrl } from '@/components/customers/urls';

export interface ChosenCustomerProps {
  customerId: string;
  onChange: () => void;
  settleFromLink: boolean;
  onSettled: () => void;
  onLinkProblem: (message: string) => void;
  clear: (field: 'customerId' | 'deviceId') => void;
}

/** The chosen customer (asked from the data service) and their devices to choose from. */
function ChosenCustomer({ customerId, onChange, settleFromLink, onSettled, onLinkProblem, clear }: ChosenCustomerProps) {
  const query = useQuery(GetSaleCustomer, { variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  const { data } = query;
  const customer = data?.customer_by_pk;
  const notFound = data !== undefined && customer === null;

  // A stored or linked customer that is not (or no longer) the agent's: say so, and search again.
  useEffect(() => {
    if (!notFound) return;
    onLinkProblem(LINK_MESSAGES.customerNotFound);
    clear('customerId');
  }, [notFound, onLinkProblem, clear]);

  if (errorMessage !== undefined && !customer) {
    return <RetryAlert title="The customer could not be loaded." message={errorMessage} onRetry={retry} retrying={retrying} />;
  }
  if (!customer) return <SaleCustomerLoading />;
  return (
    <Stack gap="5">
      <Flex as="section" aria-label="Customer" justify="space-between" align="center" gap="3" wrap="wrap" borderWidth="1px" borderRadius="md" padding="4">
        <Box minWidth="0">
          <Text fontSize="sm" color="fg.muted">
            Customer
          </Text>
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {fullName(customer)}
          </Text>
          <Text fontSize="sm">{formatPhone(customer.phone)}</Text>
        </Box>
        <Button type="button" size="sm" variant="outline" onClick={onChange}>
          Change customer
        </Button>
      </Flex>
      <DevicePicker customer={customer} settleFromLink={settleFromLink} onSettled={onSettled} onLinkProblem={onLinkProblem} clearDevice={() => clear('deviceId')} />
    </Stack>
  );
}

interface DevicePickerProps {
  customer: SaleCustomer;
  settleFromLink: boolean;
  onSettled: () => void;
  onLinkProblem: (message: string) => void;
  clearDevice: () => void;
}

/** The customer's devices as choices; one that cannot get a plan is shown, not choosable, with the reason. */
function DevicePicker({ customer, settleFromLink, onSettled, onLinkProblem, clearDevice }: DevicePickerProps) {
  const { control } = useFormContext<BuyPlanFormValues>();
  const {
    field: { ref: deviceRef, value: deviceId, onChange: chooseDevice },
    fieldState: { error: deviceError },
  } = useController({ control, name: 'deviceId' });
  const today = lagosToday();
  const statuses = new Map(customer.devices.map((device) => [device.id, deviceSaleStatus(device, today)]));
  const chosen = deviceId === '' ? undefined : statuses.get(deviceId);
  const settled = useRef(false);

  // A linked (or stored) device: taken when it can get a plan, else the reason is said and it is cleared.
  useEffect(() => {
    if (deviceId === '' || settled.current) return;
    settled.current = true;
    if (!chosen) {
      onLinkProblem(LINK_MESSAGES.deviceNotFound);
      clearDevice();
    } else if (!chosen.sellable) {
      onLinkProblem(chosen.reason);
      clearDevice();
    } else if (settleFromLink) {
      onSettled();
    }
  }, [deviceId, chosen, settleFromLink, onSettled, onLinkProblem, clearDevice]);

  if (customer.devices.length === 0) {
    return (
      <Notice
        status="info"
        title="This customer has no device registered yet."
        description={
          <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
            <NextLink href={customerUrl(customer.id)}>Add their device on their page</NextLink>
          </Link>
        }
      />
    );
  }

  return (
    <Field.Root invalid={Boolean(deviceError)}>
      <Stack as="fieldset" gap="3" width="full" ref={deviceRef} tabIndex={-1} outline="none" aria-describedby={deviceError ? 'device-error' : undefined}>
        <Text as="legend" fontWeight="semibold" marginBottom="2">
          Choose the device to cover
        </Text>
        {customer.devices.map((device) => {
          const status = statuses.get(device.id);
          return (
            <ChoiceCard
              key={device.id}
              name="deviceId"
              value={device.id}
              checked={deviceId === device.id}
              onChoose={chooseDevice}
              label={`${device.brand} ${device.model}`}
              disabled={!status?.sellable}
              disabledReason={status && !status.sellable ? status.reason : undefined}
            >
              {`IMEI ${device.imei} · worth ${formatMoney(device.purchase_price_kobo)} · bought ${formatDate(device.purchase_date)}`}
            </ChoiceCard>
          );
        })}
      </Stack>
      {deviceError ? <Field.ErrorText id="device-error">{deviceError.message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export default withAppApollo(ChosenCustomer);
