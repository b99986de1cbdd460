import dynamic from 'next/dynamic';
import { BUY_PLAN_INTRO } from '@/components/buy-plan/buyPlanIntro';
import { loadBuyPlanPage, type BuyPlanPageProps } from '@/components/buy-plan/loadBuyPlanPage';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { partLoading } from '@/components/ui/partLoading';
import { WizardLoading } from '@/components/ui/WizardHeader';

// The first step's customers come with the page; the rest of the sale is the browser's.
export const getServerSideProps = getAccountServerSidePropsWith(loadBuyPlanPage);

// The wizard resumes from the browser's saved sale, so the server renders only its heading, introduction
// and "Loading the sale" (the view's first render, before the sale is read); its chunk is named in the page,
// so the browser fetches it beside the page's own instead of asking for it once the page has hydrated.
const BuyPlanView = dynamic(() => import('@/components/buy-plan/BuyPlanView').then((m) => m.BuyPlanView), {
  loading: partLoading('The sale could not be loaded.', <WizardLoading header={BUY_PLAN_INTRO} label="Loading the sale" />),
});

export default function BuyPlanPage({ newestCustomers, publicOrigin, ...account }: AccountPageProps & BuyPlanPageProps) {
  return (
    <AccountLayout {...account}>
      <BuyPlanView newestCustomers={newestCustomers} publicOrigin={publicOrigin} />
    </AccountLayout>
  );
}
