import type { Role } from '@/lib/domain/roles';

/**
 * An action's whole shape, declared once (one file per action in lib/actions): its GraphQL arguments and
 * output, who may call it, and per argument where a form takes it from, how it is normalised and which
 * shared rule checks it. The data service prints its GraphQL text and reads its input from the
 * declaration; a form derives its rules and where a refusal lands from it. No React, no data service:
 * both sides import it, so it stays a few plain objects (the SDL printing lives in the data service).
 */

/** The scalars the actions use, and what a value of each is in TypeScript (Hasura's `bigint` as a number). */
interface ScalarValues {
  uuid: string;
  String: string;
  bigint: number;
  date: string;
  Int: number;
  Boolean: boolean;
  timestamptz: string;
}
export type Scalar = keyof ScalarValues;

export interface EnumType<Value extends string = string> {
  kind: 'enum';
  name: string;
  values: readonly Value[];
  description?: string;
}

/** An input type (`device_input`): its fields are arguments like an action's, declared once for every action that takes it. */
export interface InputType<Form = never, Types extends TypeRefs = TypeRefs> {
  kind: 'input';
  name: string;
  args: Args<Form, Types>;
  description?: string;
}

export interface OutputField<Type extends TypeRef = TypeRef> {
  type: Type;
  description?: string;
}

export interface ObjectType<Types extends TypeRefs = TypeRefs> {
  kind: 'object';
  name: string;
  fields: { [Field in keyof Types]: OutputField<Types[Field]> };
  description?: string;
}

export type NamedType = EnumType | InputType<never> | ObjectType;

export interface NonNull<Of extends NamedType | ListOf = NamedType | ListOf> {
  kind: 'non-null';
  of: Of;
}

export interface ListOf<Of extends TypeRef = TypeRef> {
  kind: 'list';
  of: Of;
}

/** A GraphQL type: a scalar written as in SDL (`uuid!`, `String`), else a named type, `required(…)` and `listOf(…)` as in graphql-js. */
export type TypeRef = Scalar | `${Scalar}!` | NamedType | NonNull | ListOf;
type TypeRefs = Record<string, TypeRef>;

export const required = <Of extends NamedType | ListOf>(of: Of): NonNull<Of> => ({ kind: 'non-null', of });
export const listOf = <Of extends TypeRef>(of: Of): ListOf<Of> => ({ kind: 'list', of });

type NullableValue<Type> = Type extends Scalar
  ? ScalarValues[Type]
  : Type extends EnumType<infer Value>
    ? Value
    : Type extends InputType<never, infer Types>
      ? InputOf<Types>
      : Type extends ObjectType<infer Types>
        ? InputOf<Types>
        : Type extends ListOf<infer Of>
          ? ValueOf<Of>[]
          : never;

/** What a value of a GraphQL type is in TypeScript: `uuid!` a string, `device_input` a device or null, `[plan_quote!]!` an array. */
export type ValueOf<Type> = Type extends `${infer S extends Scalar}!`
  ? ScalarValues[S]
  : Type extends NonNull<infer Of>
    ? NullableValue<Of>
    : NullableValue<Type> | null;

/** The object a set of typed fields makes (an action's input, an input or output type's value). */
export type InputOf<Types> = { [Name in keyof Types]: ValueOf<Types[Name]> };

// Callbacks are written as methods: a declaration typed for one form is then usable wherever any input type is.

/** Where a form takes an argument from, and what it checks while the agent types. */
interface FormSide<Form, Value> {
  /** The field the argument comes from (as its value is typed, unless `read` says otherwise) and where its refusals show. */
  formField?: keyof Form;
  /** How the form's values give the argument (a naira amount as kobo, an expiry's month); by default the field as typed, or a nested input read field by field. */
  read?(values: Form): Value;
  /** For an input type the form sends only sometimes (a wallet payment sends no card): null, and its fields unchecked, when false. */
  sentWhen?(values: Form): boolean;
  /** The form's check of its field as typed, when `rule` cannot read the text (`150,000` typed, kobo sent) or the form needs its own words. */
  formRule?(typed: string, values: Form, today: string): string | undefined;
}

interface ServiceSide<Value, Input> {
  /** The argument as the service uses it and the form sends it: applying it twice changes nothing. By default, as it is. */
  normalise?(value: Value): Value;
  /** The shared rule's message when the argument, as it arrived, breaks it (given the whole input and Lagos today). */
  rule?(value: Value, input: Input, today: string): string | undefined;
  /** The `extensions.field` the rule reports under when it is not the argument's own (the card's expiry spans two). */
  reportedAs?: string;
  /** When false the service takes the argument as null, unchecked (a card sent with a wallet payment is not looked at). */
  usedWhen?(input: Input): boolean;
  /** Longest text the argument may carry; by default MAX_TEXT_LENGTH (the rules set tighter bounds per field). */
  maxLength?: number;
}

export type Arg<Form, Type extends TypeRef, Input> = { type: Type; description?: string } & FormSide<Form, ValueOf<Type>> &
  ServiceSide<ValueOf<Type>, Input>;

/** Every argument in wire order (the order the service checks them: the first broken rule is reported). */
export type Args<Form, Types extends TypeRefs> = { [Name in keyof Types]: Arg<Form, Types[Name], InputOf<Types>> };

/** Longest text any argument may carry unless it says otherwise. */
export const MAX_TEXT_LENGTH = 2000;

export function enumType<const Value extends string>(name: string, values: readonly Value[], description?: string): EnumType<Value> {
  return { kind: 'enum', name, values, description };
}

/**
 * An input type whose form values are `Form` (called twice, `inputType<DeviceFormValues>()(…)`, so that the
 * argument types are inferred while the form's is given).
 */
export function inputType<Form = never>() {
  return <const Types extends TypeRefs>(name: string, args: Args<Form, Types>, description?: string): InputType<Form, Types> => ({
    kind: 'input',
    name,
    args,
    description,
  });
}

export function objectType<const Types extends TypeRefs>(
  name: string,
  fields: { [Field in keyof Types]: OutputField<Types[Field]> },
  description?: string,
): ObjectType<Types> {
  return { kind: 'object', name, fields, description };
}

export interface ActionDeclaration<Form = never, Types extends TypeRefs = TypeRefs, Output extends TypeRef = TypeRef, Idempotent extends boolean = boolean> {
  /** The root field (`fund_wallet`). */
  name: string;
  kind: 'mutation' | 'query';
  /** Who may call it, in the order the permissions are listed. */
  roles: readonly Role[];
  /** Takes `idempotency_key: uuid!` first: sent again with its key, the request is answered as the first time. */
  idempotent: Idempotent;
  args: Args<Form, Types>;
  output: Output;
}

/** An action whose form values are `Form` (none by default); called twice like `inputType`. */
export function declareAction<Form = never>() {
  return <const Types extends TypeRefs, const Output extends TypeRef, const Idempotent extends boolean>(action: ActionDeclaration<Form, Types, Output, Idempotent>) =>
    action;
}

/** An action's typed arguments, the idempotency key aside (`ActionInput<typeof FUND_WALLET>`). */
export type ActionInput<Action> = Action extends ActionDeclaration<never, infer Types> ? InputOf<Types> : never;

/** An action's input as its handler reads it: the arguments, and the idempotency key when it takes one. */
export type HandlerInput<Action> =
  Action extends ActionDeclaration<never, infer Types, TypeRef, infer Idempotent>
    ? InputOf<Types> & (Idempotent extends true ? { idempotency_key: string } : unknown)
    : never;

/** An action's answer (`ActionOutput<typeof ADD_DEVICE>`). */
export type ActionOutput<Action> = Action extends ActionDeclaration<never, TypeRefs, infer Output> ? ValueOf<Output> : never;

/** An input type's value (`InputValue<typeof DEVICE_INPUT>`). */
export type InputValue<Type> = Type extends InputType<never, infer Types> ? InputOf<Types> : never;

/** The type's name in SDL: `uuid!`, `device_input`, `[plan_quote!]!`. */
export function typeText(type: TypeRef): string {
  if (typeof type === 'string') return type;
  if (type.kind === 'non-null') return `${typeText(type.of)}!`;
  if (type.kind === 'list') return `[${typeText(type.of)}]`;
  return type.name;
}
