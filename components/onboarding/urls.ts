/** Links into the onboarding wizard. */

export const ONBOARDING_PATH = '/account/onboarding';
