import type { WizardIntro } from '@/components/ui/WizardHeader';

/** Buy-plan's heading and introduction: the page's first answer shows them, and the wizard keeps them. */
export const BUY_PLAN_INTRO: WizardIntro = {
  title: 'Buy a plan',
  intro: 'Choose the customer’s device, a plan and how they pay. What you enter stays on this device until the sale is done, even offline.',
};
