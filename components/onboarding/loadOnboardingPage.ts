import type { AccountPageLoader } from '@/components/shell/getAccountServerSideProps';
import { flowSavedIn, ONBOARDING_SAVED_COOKIE } from '@/lib/flows/flowSavedCookie';

export interface OnboardingPageProps {
  /** Whether the browser may have an onboarding to resume (its saved-onboarding cookie): else the first step is rendered here. */
  resumes: boolean;
}

/** /account/onboarding on the server: whether there may be an onboarding to resume (resumed in the browser, from its saved draft). */
export const loadOnboardingPage: AccountPageLoader<OnboardingPageProps> = async (context) => ({
  resumes: flowSavedIn(context.req.headers.cookie, ONBOARDING_SAVED_COOKIE),
});
