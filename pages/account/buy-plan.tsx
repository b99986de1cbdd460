import dynamic from 'next/dynamic';
import { loadBuyPlanPage, type BuyPlanPageProps } from '@/components/buy-plan/loadBuyPlanPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { partLoading } from '@/components/ui/partLoading';
import { SectionLoading } from '@/components/ui/SectionLoading';

// The first step's customers come with the page; the rest of the sale is the browser's.
export const getServerSideProps = getAccountServerSidePropsWith(loadBuyPlanPage);

// The wizard resumes from the browser's saved sale, so it is not server-rendered; its code (form, rules)
// loads after the shell paints instead of weighing on the first load.
const BuyPlanView = dynamic(() => import('@/components/buy-plan/BuyPlanView').then((m) => m.BuyPlanView), {
  ssr: false,
  loading: partLoading('The sale could not be loaded.', <SectionLoading label="Loading the sale" />),
});

export default function BuyPlanPage({ newestCustomers, publicOrigin, ...account }: AccountPageProps & BuyPlanPageProps) {
  return (
    <AccountLayout {...account}>
      <BuyPlanView newestCustomers={newestCustomers} publicOrigin={publicOrigin} />
    </AccountLayout>
  );
}
