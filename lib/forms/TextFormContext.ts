import { createContext, useContext } from 'react';
import type { TextValues } from './fieldRules';
import type { TextForm } from './useTextForm';

/** The form of the fields below: `<TextFormContext value={form}>`. */
export const TextFormContext = createContext<unknown>(null);

/** The surrounding form, seen as a form of `Values` (all its fields, or some: the device fields of onboarding). */
export function useTextFormContext<Values extends TextValues<Values>>(): TextForm<Values> {
  const form = useContext(TextFormContext);
  if (!form) throw new Error('A form field outside <TextFormContext value={form}>');
  return form as TextForm<Values>;
}
