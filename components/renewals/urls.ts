/** Links to the renewals screen. */

export const RENEWALS_PATH = '/account/renewals';
