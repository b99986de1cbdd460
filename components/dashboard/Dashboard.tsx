import { Button, Flex, Heading, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import { buyPlanUrl } from '@/components/buy-plan/urls';
import { OPEN_CLAIMS_URL } from '@/components/claims/urls';
import { ONBOARDING_PATH } from '@/components/onboarding/urls';
import { ORDERS_PATH } from '@/components/orders/urls';
import { RenewalToDoList } from '@/components/renewals/RenewalToDoList';
import { RENEWALS_PATH } from '@/components/renewals/urls';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { StatCard } from '@/components/ui/StatCard';
import { WALLET_PATH } from '@/components/wallet/urls';
import { formatMoney } from '@/lib/format/money';
import { plural } from '@/lib/format/plural';
import type { DashboardSummary } from './dashboardSummary';
import { LatestOrders } from './LatestOrders';

export interface DashboardProps {
  firstName?: string;
  /** "March 2025": the month the figures cover. */
  monthLabel: string;
  /** Undefined until the figures first arrive. */
  summary?: DashboardSummary;
  /** Formatted; shown with a retry when the figures could not be loaded. */
  errorMessage?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Where the agent's day stands: this month's sales and commission, wallet, claims, renewals, the plans to
 * renew (the most urgent few), latest orders.
 */
export function Dashboard({ firstName, monthLabel, summary, errorMessage, onRetry, retrying = false }: DashboardProps) {
  const failedWithoutData = errorMessage !== undefined && summary === undefined;
  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
        </Heading>
        <Text color="fg.muted">{`Your figures for ${monthLabel}.`}</Text>
      </Stack>

      <Flex gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <NextLink href={ONBOARDING_PATH}>Onboard customer</NextLink>
        </Button>
        <Button asChild variant="outline">
          <NextLink href={buyPlanUrl()}>Buy plan</NextLink>
        </Button>
      </Flex>

      {errorMessage !== undefined ? (
        <RetryAlert title={failedWithoutData ? 'Your figures could not be loaded.' : 'Your figures could not be refreshed.'} message={errorMessage} onRetry={onRetry} retrying={retrying} />
      ) : null}

      {failedWithoutData ? null : (
        <>
          {summary === undefined ? (
            <VisuallyHidden role="status">Loading your figures</VisuallyHidden>
          ) : null}
          <SimpleGrid as="section" aria-label={`This month, ${monthLabel}`} columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            <StatCard
              label="Plans sold this month"
              hasDetail
              value={summary && String(summary.plansSoldCount)}
              detail={summary && plansSoldDetail(summary)}
            />
            <StatCard label="Commission this month" value={summary && formatMoney(summary.commissionKobo)} />
            <StatCard
              label="Wallet balance"
              value={summary && (summary.walletBalanceKobo === null ? '—' : formatMoney(summary.walletBalanceKobo))}
              link={{ href: WALLET_PATH, label: 'Open wallet' }}
            />
            <StatCard
              label="Open claims"
              hasDetail
              value={summary && String(summary.openClaimsCount)}
              detail={summary && (summary.openClaimsCount === 0 ? 'No claims in progress' : 'Submitted and not yet closed')}
              link={{ href: OPEN_CLAIMS_URL, label: 'See claims' }}
            />
            <StatCard
              label="Renewals due"
              hasDetail
              value={summary && String(summary.renewalsDueCount)}
              detail={summary && (summary.renewalsDueCount === 0 ? 'Nothing ends in the next 30 days' : `${plural(summary.renewalsDueCount, 'plan ends', 'plans end')} in the next 30 days`)}
              link={{ href: RENEWALS_PATH, label: 'See renewals' }}
            />
          </SimpleGrid>

          <RenewalToDoList items={summary?.renewalToDo} total={summary?.renewalToDoCount} instalments={summary?.instalmentToDo} linkToAll />

          <Stack as="section" aria-labelledby="latest-orders-heading" gap="3">
            <Flex justify="space-between" align="baseline" gap="3">
              <Heading as="h2" size="lg" id="latest-orders-heading">
                Latest orders
              </Heading>
              <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
                <NextLink href={ORDERS_PATH}>All orders</NextLink>
              </Link>
            </Flex>
            <LatestOrders orders={summary?.latestOrders} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * What the month's sales are worth: their premiums (a monthly plan's whole term) and the plans' money
 * actually received this month (first and later instalments, renewals), which differ for monthly plans.
 */
function plansSoldDetail(summary: DashboardSummary): string {
  if (summary.plansSoldCount === 0 && summary.premiumCollectedKobo === 0) return 'None yet: your first sale shows here';
  return `${formatMoney(summary.plansSoldValueKobo)} in premiums, ${formatMoney(summary.premiumCollectedKobo)} collected`;
}
