import type { Args, TypeRef } from './declareAction';

// What walking a declaration's arguments needs, for the form's rules (./formRules) and the rest (./inputFields)
// alike: apart, so a form's first load carries only the first.

/** An action or an input type: what has arguments. */
export interface Declared<Form, Types extends Record<string, TypeRef>> {
  args: Args<Form, Types>;
}

// The declarations are typed per argument; walking them needs one shape for every argument.
export type AnyArg = {
  type: TypeRef;
  formField?: PropertyKey;
  read?: (values: unknown) => unknown;
  sentWhen?: (values: unknown) => boolean;
  formRule?: (typed: string, values: unknown, today: string) => string | undefined;
  normalise?: (value: unknown) => unknown;
  rule?: (value: unknown, input: unknown, today: string) => string | undefined;
  reportedAs?: string;
  usedWhen?: (input: unknown) => boolean;
  maxLength?: number;
};
export type AnyArgs = Readonly<Record<string, AnyArg>>;

export const argsOf = (declared: { args: object }): [string, AnyArg][] => Object.entries(declared.args as AnyArgs);

/** The arguments of the input type an argument has (`device` → device_input's), if it has one. */
export function nestedArgs(arg: AnyArg): AnyArgs | undefined {
  const named = typeof arg.type === 'object' && arg.type.kind === 'non-null' ? arg.type.of : arg.type;
  return typeof named === 'object' && named.kind === 'input' ? (named.args as AnyArgs) : undefined;
}
