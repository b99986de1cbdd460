/** Links of the operations' plan catalogue (/office/plans). */

export const PLANS_PATH = '/office/plans';
