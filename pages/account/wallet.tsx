import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { loadWalletPage, type WalletPageProps } from '@/components/wallet/loadWalletPage';
import { WalletView } from '@/components/wallet/WalletView';

// The balance and the ledger's page the URL names are rendered on the server; funding loads its form on demand.
export const getServerSideProps = getAccountServerSidePropsWith(loadWalletPage);

export default function WalletPage({ summary, ledgerPage, ...account }: AccountPageProps & WalletPageProps) {
  return (
    <AccountLayout {...account}>
      <WalletView summary={summary} ledgerPage={ledgerPage} />
    </AccountLayout>
  );
}
