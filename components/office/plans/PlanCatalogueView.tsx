import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { DetailList } from '@/components/ui/DetailList';
import { PlanCovers } from '@/components/ui/PlanCovers';
import { RetryPageMessage } from '@/components/ui/RetryPageMessage';
import { bpToPercent } from '@/lib/domain/plans';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { plural } from '@/lib/format/plural';
import type { CataloguePlan, CataloguePlanRow, PlanCataloguePage } from './getPlanCatalogue';

// The controls and their code load after the first paint.
const PlanControls = dynamic(() => import('./PlanControls').then((module) => module.PlanControls));

const ordersOf = (row: CataloguePlanRow) => row.plan_orders_aggregate.aggregate?.count ?? 0;
const coversOf = (row: CataloguePlanRow): string[] => (Array.isArray(row.covers) ? row.covers.map(String) : []);

/** A version's terms in one line, as the older versions list them. */
const termsLine = (row: CataloguePlanRow) =>
  `${bpToPercent(row.premium_rate_bp)}% (at least ${formatMoney(row.min_premium_kobo)}) · excess ${formatMoney(row.excess_kobo)} · ${plural(row.claims_per_term, 'claim', 'claims')} in ${row.term_months} months`;

/** /office/plans: the partner's plans, each with its terms, its orders and earlier versions, and its controls. */
export function PlanCatalogueView({ catalogue }: { catalogue: PlanCataloguePage }) {
  if (catalogue.kind === 'unavailable') return <RetryPageMessage title="The plans could not be loaded" message={catalogue.message} retryPath={catalogue.retryPath} />;
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Plans
        </Heading>
        <Text color="fg.muted">
          What agents sell. A change of terms or a retirement applies to new sales only: orders keep the terms they were sold on.
        </Text>
      </Stack>
      <Stack as="ul" gap="6" listStyleType="none" margin="0" padding="0" aria-label="Plans">
        {catalogue.plans.map((plan) => (
          <CataloguePlanItem key={plan.newest.code} plan={plan} />
        ))}
      </Stack>
    </Stack>
  );
}

function CataloguePlanItem({ plan: { newest, older } }: { plan: CataloguePlan }) {
  const headingId = `plan-${newest.code}-heading`;
  return (
    <Stack as="li" gap="4" borderWidth="1px" borderRadius="md" padding={{ base: '4', md: '6' }} bg="bg.panel" aria-labelledby={headingId}>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="lg" id={headingId}>
          {newest.name}
        </Heading>
        <Badge colorPalette={newest.active ? 'green' : 'gray'}>{newest.active ? 'On sale' : 'Retired'}</Badge>
        <Text fontSize="sm" color="fg.muted">{`${newest.code} · version ${newest.version}`}</Text>
      </Flex>
      <Text color="fg.muted">{newest.description}</Text>
      <PlanCovers covers={coversOf(newest)} />
      <DetailList
        items={[
          { label: 'Premium', value: `${bpToPercent(newest.premium_rate_bp)}% of the device’s price, at least ${formatMoney(newest.min_premium_kobo)}` },
          { label: 'Excess', value: formatMoney(newest.excess_kobo) },
          { label: 'Claims', value: `${plural(newest.claims_per_term, 'claim', 'claims')} per term of ${newest.term_months} months` },
          { label: 'Orders on this version', value: String(ordersOf(newest)) },
        ]}
      />
      {older.length > 0 ? (
        <Stack gap="1">
          <Text fontWeight="medium">Earlier versions</Text>
          <Stack as="ul" gap="1" fontSize="sm" color="fg.muted" paddingLeft="4">
            {older.map((row) => (
              <li key={row.id}>{`Version ${row.version} (from ${formatDate(row.created_at)}): ${termsLine(row)} · ${plural(ordersOf(row), 'order', 'orders')}`}</li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <PlanControls plan={newest} />
    </Stack>
  );
}
