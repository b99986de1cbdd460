import { loadOnce } from '@/lib/network/loadOnce';
import type { FieldRules, TextValues } from './fieldRules';

/** A form's rules whose code loads after the form's first paint, and the promise that they have. */
export interface LateFieldRules<Values extends TextValues<Values>> {
  /** For `useTextForm`: each field's rule, run by the loaded code. */
  rules: FieldRules<Values>;
  /** Loads the rules' code (once); whether it loaded (not offline). The form awaits it before any check. */
  ready: () => Promise<boolean>;
}

/**
 * Rules for `useTextForm` that the form's first load does not carry (the action's declaration, its
 * validators): `load` brings them at the agent's first focus or tap, or at the submit, which must await
 * `ready()` before the form checks anything. A rule run before then throws: no check passes unchecked.
 */
export function lateFieldRules<Values extends TextValues<Values>>(
  names: readonly (keyof Values & string)[],
  load: () => Promise<FieldRules<Values>>,
): LateFieldRules<Values> {
  let loaded: FieldRules<Values> | undefined;
  // A failed load is asked again by the next `ready()`, once the connection may be back.
  const loadRules = loadOnce(load);
  const ready = () =>
    loadRules().then(
      (rules) => {
        loaded = rules;
        return true;
      },
      () => false,
    );
  const rules = Object.fromEntries(
    names.map((name) => [
      name,
      (value: string, values: Values, today: string) => {
        if (!loaded) throw new Error(`The rule of ${name} ran before the form's rules loaded.`);
        return loaded[name](value, values, today);
      },
    ]),
  ) as FieldRules<Values>;
  return { rules, ready };
}
