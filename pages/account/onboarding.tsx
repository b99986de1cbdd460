import dynamic from 'next/dynamic';
import { partLoading } from '@/components/ui/partLoading';
import { SectionLoading } from '@/components/ui/SectionLoading';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

// The wizard needs the browser's saved draft before it can show anything, so it is not server-rendered; its
// code (form, rules, zustand and the flow store) loads after the shell paints instead of weighing on the
// first load.
const OnboardingView = dynamic(() => import('@/components/onboarding/OnboardingView').then((m) => m.OnboardingView), {
  ssr: false,
  loading: partLoading('The onboarding form could not be loaded.', <SectionLoading label="Loading the onboarding form" />),
});

export default function OnboardingPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <OnboardingView />
    </AccountLayout>
  );
}
