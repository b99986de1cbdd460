import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { StatCard } from '@/components/ui/StatCard';
import { formatMoney } from '@/lib/format/money';
import { ListView } from '@/lib/lists/ListView';
import { FundWalletSection } from './FundWalletSection';
import type { WalletPageProps, WalletSummary } from './loadWalletPage';
import { ledgerList } from './ledgerList';
import { LedgerListTable } from './LedgerListTable';
import { WalletAccountSection } from './WalletAccountSection';

/**
 * /account/wallet: the balance, this month's commission, funding by card (on the gateway's checkout page,
 * back through the payment's page) or by transfer to the agent's own account, and the ledger, first as
 * the server found them.
 */
export function WalletView({ summary, ledgerPage }: WalletPageProps) {
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void router.replace(router.asPath, undefined, { scroll: false }).finally(() => setRefreshing(false));
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Wallet
      </Heading>
      <WalletFigures summary={summary} onRetry={refresh} retrying={refreshing} />
      <FundWalletSection />
      <WalletAccountSection />
      <ListView list={ledgerList} serverPage={ledgerPage}>
        {(list) => <LedgerListTable {...list} />}
      </ListView>
    </Stack>
  );
}

function WalletFigures({ summary, onRetry, retrying }: { summary: WalletSummary; onRetry: () => void; retrying: boolean }) {
  if (summary.kind === 'unavailable') {
    return <RetryAlert title="Your balance could not be loaded." message={summary.message} onRetry={onRetry} retrying={retrying} />;
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      <StatCard label="Balance" value={formatMoney(summary.balanceKobo)} />
      <StatCard label="Commission this month" value={formatMoney(summary.commissionKobo)} />
    </SimpleGrid>
  );
}
