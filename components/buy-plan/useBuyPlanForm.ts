import { useTextForm } from '@/lib/forms/useTextForm';
import type { BuyPlanValues } from '@/lib/flows/buyPlanFlow';
import { buyPlanRules, formValuesOf } from './buyPlanFormValues';

/** The wizard's one form across its steps, starting from the stored choices (read once; the card is typed again). */
export function useBuyPlanForm(stored: Partial<BuyPlanValues>) {
  return useTextForm({ rules: buyPlanRules.rules, defaultValues: formValuesOf(stored) });
}
