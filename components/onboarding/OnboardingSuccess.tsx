import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useEffect, useRef } from 'react';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { customerUrl } from '@/components/customers/urls';
import type { OnboardedCustomer } from './sendOnboarding';

export interface OnboardingSuccessProps {
  customer: OnboardedCustomer;
  onOnboardAnother: () => void;
}

/** After the submit: who and what was registered, and what the agent can do next. */
export function OnboardingSuccess({ customer, onOnboardAnother }: OnboardingSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const name = `${customer.firstName} ${customer.lastName}`;
  const buyPlanHref = buyPlanUrl({ customer: customer.customer_id, device: customer.device_id });

  return (
    <Stack gap="6" maxWidth="3xl">
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
        Customer onboarded
      </Heading>
      <Stack as="section" aria-label="Registered" gap="2" borderWidth="1px" borderRadius="md" padding="4">
        <Text>
          <Text as="span" fontWeight="semibold">
            {name}
          </Text>{' '}
          is registered with their device:
        </Text>
        <Text fontWeight="semibold">{`${customer.deviceBrand} ${customer.deviceModel}`}</Text>
        <Text>
          IMEI{' '}
          <Text as="span" fontFamily="mono">
            {customer.imei}
          </Text>
        </Text>
      </Stack>

      {customer.plan_eligible ? null : (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No plan can be offered for this device.</Alert.Title>
            <Alert.Description>{customer.ineligible_reason ?? 'It does not meet the plan rules.'}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        {customer.plan_eligible ? (
          <Button asChild colorPalette="brand">
            <NextLink href={buyPlanHref}>Buy a plan for this device</NextLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <NextLink href={customerUrl(customer.customer_id)}>View customer</NextLink>
        </Button>
        <Button type="button" variant="outline" onClick={onOnboardAnother}>
          Onboard another customer
        </Button>
      </Flex>
    </Stack>
  );
}
