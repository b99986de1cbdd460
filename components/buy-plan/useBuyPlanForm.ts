import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BuyPlanValues } from '@/lib/flows/buyPlanFlow';
import { buyPlanResolver, formValuesOf, type BuyPlanFormValues } from './buyPlanForm';

/** The wizard's one form across its steps, starting from the stored choices (the card is typed again). */
export function useBuyPlanForm(stored: Partial<BuyPlanValues>) {
  const [defaultValues] = useState(() => formValuesOf(stored));
  return useForm<BuyPlanFormValues>({ resolver: buyPlanResolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}
