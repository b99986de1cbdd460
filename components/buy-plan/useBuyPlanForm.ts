import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { BuyPlanValues } from '@/lib/flows/buyPlanFlow';
import { lagosToday } from '@/lib/validation';
import { buyPlanSchema, formValuesOf, type BuyPlanFormValues } from './buyPlanForm';

// Built per check: "today" (the card's expiry) moves on while a form stays open past midnight.
const resolver: Resolver<BuyPlanFormValues> = (values, context, options) => zodResolver(buyPlanSchema(lagosToday()))(values, context, options);

/** The wizard's one form across its steps, starting from the stored choices (the card is typed again). */
export function useBuyPlanForm(stored: Partial<BuyPlanValues>) {
  const [defaultValues] = useState(() => formValuesOf(stored));
  return useForm<BuyPlanFormValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}
