import dynamic from 'next/dynamic';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { SectionLoading } from '@/components/ui/SectionLoading';

export const getServerSideProps = getAccountServerSideProps;

// The wizard resumes from the browser's saved sale, so it is not server-rendered; its code (form, rules,
// zod) loads after the shell paints instead of weighing on the first load.
const BuyPlanView = dynamic(() => import('@/components/buy-plan/BuyPlanView').then((m) => m.BuyPlanView), {
  ssr: false,
  loading: () => <SectionLoading label="Loading the sale" />,
});

export default function BuyPlanPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <BuyPlanView />
    </AccountLayout>
  );
}
