import { Link, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import type { CustomerRow } from '@/components/customers/customerListQuery';
import { partLoading } from '@/components/ui/partLoading';
import { useTextFormContext } from '@/lib/forms/TextFormContext';
import { useField } from '@/lib/forms/useTextForm';
import type { ServerListPage } from '@/lib/lists/loadListPage';
import type { BuyPlanFormValues } from './buyPlanFormValues';
import { CustomerPicker } from './CustomerPicker';
import { SaleCustomerLoading } from './SaleCustomerLoading';
import { ONBOARDING_PATH } from '@/components/onboarding/urls';

// The chosen customer's devices come from the data service: their code loads with the GraphQL client when a
// customer is chosen (or linked), not with the page.
const ChosenCustomer = dynamic(() => import('./ChosenCustomer'), {
  ssr: false,
  loading: partLoading('The customer could not be loaded.', <SaleCustomerLoading />),
});

export interface CustomerDeviceStepProps {
  /** The agent's newest customers as the server found them. */
  newestCustomers: ServerListPage<CustomerRow>;
  /** Sets a choice as the agent's edit (saved in the flow). */
  choose: (field: 'customerId' | 'deviceId' | 'renewalOfOrderId', value: string) => void;
  /** A link named this customer and device: complete the step once the device proves sellable. */
  settleFromLink: boolean;
  /** Completes the step (checked as "Next" would). */
  onSettled: () => void;
  /** Called with a problem the linked ids turned out to have. */
  onLinkProblem: (message: string) => void;
}

/** Step 1: the customer (searched among the agent's own) and the device the plan is for (in a renewal, the renewed plan's). */
export function CustomerDeviceStep({ newestCustomers, choose, settleFromLink, onSettled, onLinkProblem }: CustomerDeviceStepProps) {
  const { ref: customerRef, value: customerId, onChange: chooseCustomer, error: customerError } = useField(useTextFormContext<BuyPlanFormValues>(), 'customerId');

  if (customerId === '') {
    return (
      <Stack gap="4">
        <Text fontSize="sm">
          A new customer?{' '}
          <Link asChild color="fg" fontWeight="semibold" textDecoration="underline">
            {/* Not prefetched: the onboarding's code and data would load beside the sale's own first step. */}
            <NextLink href={ONBOARDING_PATH} prefetch={false}>
              Onboard them first
            </NextLink>
          </Link>
          : their device then comes here ready for a plan.
        </Text>
        <CustomerPicker
          newestCustomers={newestCustomers}
          onChoose={(id) => {
            choose('renewalOfOrderId', '');
            choose('deviceId', '');
            chooseCustomer(id);
          }}
          focusRef={customerRef}
          errorMessage={customerError?.message}
        />
      </Stack>
    );
  }
  return (
    <ChosenCustomer
      customerId={customerId}
      onChange={() => {
        choose('renewalOfOrderId', '');
        choose('deviceId', '');
        choose('customerId', '');
      }}
      settleFromLink={settleFromLink}
      onSettled={onSettled}
      onLinkProblem={onLinkProblem}
      clear={(field) => {
        // A renewal is of the chosen customer's device: clearing either leaves it.
        if (field !== 'renewalOfOrderId') choose('renewalOfOrderId', '');
        choose(field, '');
      }}
    />
  );
}

