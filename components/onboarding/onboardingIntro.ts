import type { WizardIntro } from '@/components/ui/WizardHeader';

/** Onboarding's heading and introduction: the page's first answer shows them, and the wizard keeps them. */
export const ONBOARDING_INTRO: WizardIntro = {
  title: 'Onboard a customer',
  intro: 'Enter the customer’s details, ID and phone, then check and save. What you enter stays on this device until it is saved, even offline.',
};
