import dynamic from 'next/dynamic';
import { partLoading } from '@/components/ui/partLoading';
import { SectionLoading } from '@/components/ui/SectionLoading';
import { AccountLayout } from '@/components/shell/AccountLayout';
import { getAccountServerSidePropsWith, type AccountPageProps } from '@/components/shell/getAccountServerSideProps';
import { loadOnboardingPage, type OnboardingPageProps } from '@/components/onboarding/loadOnboardingPage';

export const getServerSideProps = getAccountServerSidePropsWith(loadOnboardingPage);

// Rendered on the server: the first step when there is no onboarding to resume, else "Loading the
// onboarding form" until the browser has read the saved one. Its chunk is named in the page, so the browser
// fetches it beside the page's own instead of asking for it once the page has hydrated.
const OnboardingView = dynamic(() => import('@/components/onboarding/OnboardingView').then((m) => m.OnboardingView), {
  loading: partLoading('The onboarding form could not be loaded.', <SectionLoading label="Loading the onboarding form" />),
});

export default function OnboardingPage({ resumes, ...account }: AccountPageProps & OnboardingPageProps) {
  return (
    <AccountLayout {...account}>
      <OnboardingView resumes={resumes} />
    </AccountLayout>
  );
}
