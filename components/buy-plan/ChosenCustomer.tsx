import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { deviceSaleStatus } from '@/components/customers/devicePlanStatus';
import { ChoiceCard } from '@/components/ui/ChoiceCard';
import { ChoiceGroup } from '@/components/ui/ChoiceGroup';
import { Field } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { fullName } from '@/lib/format/name';
import { formatPhone } from '@/lib/format/phone';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { errorText, useField, useFieldValue } from '@/lib/forms/useTextForm';
import { lagosToday } from '@/lib/validation/lagosDay';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { GetRenewedOrder, type RenewedOrder } from './getRenewedOrder';
import { GetSaleCustomer, type SaleCustomer } from './getSaleCustomer';
import { renewalLine, renewalSaleStatus } from './renewal';
import { SaleCustomerLoading } from './SaleCustomerLoading';
import { LINK_MESSAGES } from './useBuyPlanLink';
import { customerUrl } from '@/components/customers/urls';

export interface ChosenCustomerProps {
  customerId: string;
  onChange: () => void;
  settleFromLink: boolean;
  onSettled: () => void;
  onLinkProblem: (message: string) => void;
  /** Clears a choice; clearing the customer or the device also leaves a renewal. */
  clear: (field: 'customerId' | 'deviceId' | 'renewalOfOrderId') => void;
}

/** The chosen customer (asked from the data service) and their devices to choose from. */
function ChosenCustomer({ customerId, onChange, settleFromLink, onSettled, onLinkProblem, clear }: ChosenCustomerProps) {
  const query = useQuery(GetSaleCustomer, { variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  const { data } = query;
  const customer = data?.customer_by_pk;
  const notFound = data !== undefined && customer === null;
  const renewal = useRenewal(customer ?? undefined);

  // A stored or linked customer that is not (or no longer) the agent's: say so, and search again.
  useEffect(() => {
    if (!notFound) return;
    onLinkProblem(LINK_MESSAGES.customerNotFound);
    clear('customerId');
  }, [notFound, onLinkProblem, clear]);

  // A renewal of an order that is not the agent's, or not of this customer's device: said, and the device
  // is left to choose (it has a plan, so it cannot be sold a new one).
  useEffect(() => {
    if (!renewal.notFound) return;
    onLinkProblem(LINK_MESSAGES.renewalNotFound);
    clear('deviceId');
  }, [renewal.notFound, onLinkProblem, clear]);

  if (errorMessage !== undefined && !customer) {
    return <RetryAlert title="The customer could not be loaded." message={errorMessage} onRetry={retry} retrying={retrying} />;
  }
  if (renewal.errorMessage !== undefined && !renewal.order) {
    return <RetryAlert title="The plan to renew could not be loaded." message={renewal.errorMessage} onRetry={renewal.retry} retrying={renewal.retrying} />;
  }
  if (!customer || renewal.loading) return <SaleCustomerLoading />;
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
      <DevicePicker
        customer={customer}
        renewal={renewal.order ?? undefined}
        settleFromLink={settleFromLink}
        onSettled={onSettled}
        onLinkProblem={onLinkProblem}
        clearDevice={() => clear('deviceId')}
        leaveRenewal={() => clear('renewalOfOrderId')}
      />
    </Stack>
  );
}

/**
 * The order the sale renews (the form's `renewalOfOrderId`), asked from the data service; `notFound` when it
 * is not the agent's or not of the chosen device of this customer. `loading` until that is known.
 */
function useRenewal(customer: SaleCustomer | undefined) {
  const form = useTextFormContext<BuyPlanFormValues>();
  const renewalOfOrderId = useFieldValue(form, 'renewalOfOrderId');
  const deviceId = useFieldValue(form, 'deviceId');
  const query = useQuery(GetRenewedOrder, renewalOfOrderId === '' ? skipToken : { variables: { id: renewalOfOrderId }, fetchPolicy: 'cache-and-network' });
  const { errorMessage, retrying, retry } = useQueryRetry(query);
  if (renewalOfOrderId === '') return { loading: false, notFound: false, retrying, retry };
  const order = query.data?.plan_order_by_pk;
  const known = order !== undefined && customer !== undefined;
  const ofDevice = known && order !== null && order.device_id === deviceId && customer.devices.some((device) => device.id === deviceId);
  return { order: ofDevice ? order : undefined, loading: !known, notFound: known && !ofDevice, errorMessage, retrying, retry };
}

interface DevicePickerProps {
  customer: SaleCustomer;
  /** The order renewed (of one of the customer's devices), in a renewal. */
  renewal?: RenewedOrder;
  leaveRenewal: () => void;
  settleFromLink: boolean;
  onSettled: () => void;
  onLinkProblem: (message: string) => void;
  clearDevice: () => void;
}

/** The customer's devices as choices; one that cannot get a plan is shown, not choosable, with the reason. */
function DevicePicker({ customer, renewal, settleFromLink, onSettled, onLinkProblem, clearDevice, leaveRenewal }: DevicePickerProps) {
  const { ref: deviceRef, value: deviceId, onChange: onDeviceChange, error: deviceError } = useField(useTextFormContext<BuyPlanFormValues>(), 'deviceId');
  const today = lagosToday();
  const statuses = new Map(
    customer.devices.map((device) => [device.id, renewal?.device_id === device.id ? renewalSaleStatus(device, renewal, today) : deviceSaleStatus(device, today)]),
  );
  // Another device is another sale: the renewal is left.
  const chooseDevice = (id: string) => {
    if (renewal && id !== renewal.device_id) leaveRenewal();
    onDeviceChange(id);
  };
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
    <Field error={errorText(deviceError)}>
      <ChoiceGroup groupRef={deviceRef} legend="Choose the device to cover">
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
              {renewal?.device_id === device.id ? (
                <Text as="span" display="block" fontWeight="semibold" color="fg">
                  {renewalLine(renewal, today)}
                </Text>
              ) : null}
            </ChoiceCard>
          );
        })}
      </ChoiceGroup>
    </Field>
  );
}

export default withAppApollo(ChosenCustomer);
