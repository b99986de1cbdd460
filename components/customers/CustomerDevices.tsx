import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { DetailList } from '@/components/ui/DetailList';
import { devicePlanStatus, deviceSaleStatus } from './devicePlanStatus';
import type { CustomerDevice } from './getCustomer';

export interface CustomerDevicesProps {
  customerId: string;
  devices: CustomerDevice[];
  /** Lagos `YYYY-MM-DD`, for the plan status. */
  today: string;
}

/** The customer's devices, each with its plan status and, without a plan, a way to sell one. */
export function CustomerDevices({ customerId, devices, today }: CustomerDevicesProps) {
  if (devices.length === 0) return <Text color="fg.muted">No devices registered yet.</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label="Devices">
      {devices.map((device) => {
        const label = `${device.brand} ${device.model}`;
        const headingId = `device-${device.id}`;
        return (
          <Box as="li" key={device.id} aria-labelledby={headingId} borderWidth="1px" borderRadius="md" padding="4" bg="bg.panel">
            <Stack gap="3">
              <Heading as="h3" size="md" id={headingId} overflowWrap="anywhere">
                {label}
              </Heading>
              <DetailList
                items={[
                  { label: 'IMEI', value: device.imei },
                  { label: 'Second IMEI', value: device.imei2 ?? 'None' },
                  { label: 'Purchase price', value: formatMoney(device.purchase_price_kobo) },
                  { label: 'Purchase date', value: formatDate(device.purchase_date) },
                  { label: 'Plan', value: <PlanStatus customerId={customerId} device={device} deviceLabel={label} today={today} /> },
                ]}
              />
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}

function PlanStatus({ customerId, device, deviceLabel, today }: { customerId: string; device: CustomerDevice; deviceLabel: string; today: string }) {
  const status = devicePlanStatus(device.plan_orders, today);
  if (status.kind === 'active') {
    return (
      <Flex gap="2" align="center" wrap="wrap">
        <Badge colorPalette="green">{status.planName}</Badge>
        <Text as="span">
          {status.startsLater ? `from ${formatDate(status.startsOn)} until ${formatDate(status.endsOn)}` : `until ${formatDate(status.endsOn)}`}
        </Text>
      </Flex>
    );
  }
  const sale = deviceSaleStatus(device, today);
  if (!sale.sellable) {
    return (
      <Stack gap="1">
        <Text as="span">No active plan</Text>
        <Text as="span" fontSize="sm" color="fg.warning">
          {sale.reason}
        </Text>
      </Stack>
    );
  }
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text as="span">No active plan</Text>
      <Button asChild size="xs" colorPalette="brand" variant="outline">
        <NextLink href={buyPlanUrl({ customer: customerId, device: device.id })} aria-label={`Buy a plan for ${deviceLabel}`}>
          Buy a plan
        </NextLink>
      </Button>
    </Flex>
  );
}
