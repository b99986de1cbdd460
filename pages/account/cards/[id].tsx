import { loadCardPage, type CardPageProps } from '@/components/cards/loadCardPage';
import { ProtectionCardView } from '@/components/cards/ProtectionCardView';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

// The card is rendered on the server: it prints and shows its QR code without waiting for the browser.
export const getServerSideProps = getAccountServerSidePropsWith(loadCardPage);

export default function CardPage({ cardPage, ...account }: AccountPageProps & CardPageProps) {
  return (
    <AccountLayout {...account}>
      <ProtectionCardView cardPage={cardPage} />
    </AccountLayout>
  );
}
