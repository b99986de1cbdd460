import type { CancelOrderFormFields } from '@/lib/actions/cancelOrder';
import { lateFieldRules } from '@/lib/forms/lateFieldRules';

/** The cancel form as typed (the order is the page's). */
export type CancelFormValues = Omit<CancelOrderFormFields, 'order'>;

export const EMPTY_CANCEL_FORM: CancelFormValues = { reason: '' };

/** The reason's rule, from `cancel_order`'s declaration (the service runs the same): loaded at the first focus or tap, awaited by the submit. */
export const cancelRules = lateFieldRules<CancelFormValues>(['reason'], () => import('./cancelFormRules').then((module) => module.cancelFormRules));
