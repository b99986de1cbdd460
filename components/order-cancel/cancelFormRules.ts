import { CANCEL_ORDER } from '@/lib/actions/cancelOrder';
import { formRules } from '@/lib/actions/formRules';
import type { FieldRules } from '@/lib/forms/fieldRules';
import type { CancelFormValues } from './cancelFormValues';

// The order is the page's: it has no rule, and the reason's rule does not read it.
const { reason } = formRules(CANCEL_ORDER);

/** The reason's rule from `cancel_order`'s declaration (3 to 500 characters, trimmed). Loaded late (`cancelRules`). */
export const cancelFormRules = { reason } as FieldRules<CancelFormValues>;
