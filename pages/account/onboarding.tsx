import dynamic from 'next/dynamic';
import { partLoading } from '@/components/ui/partLoading';
import { WizardLoading } from '@/components/ui/WizardHeader';
import { ONBOARDING_INTRO } from '@/components/onboarding/onboardingIntro';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSideProps, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';

export const getServerSideProps = getAccountServerSideProps;

// The wizard needs the browser's saved draft before it can show its steps, so the server renders only its
// heading, introduction and "Loading the onboarding form" (the view's first render, before the draft is
// read); its chunk is named in the page, so the browser fetches it beside the page's own instead of asking
// for it once the page has hydrated.
const OnboardingView = dynamic(() => import('@/components/onboarding/OnboardingView').then((m) => m.OnboardingView), {
  loading: partLoading('The onboarding form could not be loaded.', <WizardLoading header={ONBOARDING_INTRO} label="Loading the onboarding form" />),
});

export default function OnboardingPage(props: AccountPageProps) {
  return (
    <AccountLayout {...props}>
      <OnboardingView />
    </AccountLayout>
  );
}
