// The persisted flows' checks of what they store, without a schema library in the browser. A checker returns
// the value it was given (an object: a copy with only the known fields) or throws an Error naming the field.
// The message never holds the value: drafts carry customer data, and errors may be reported.

export type Checker<T> = (value: unknown, field?: string) => T;

/** An object's checker for each of `T`'s fields. */
export type Shape<T> = { [K in keyof T]-?: Checker<T[K]> };

const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function accepting<T>(expected: string, accepts: (value: unknown) => boolean): Checker<T> {
  return (value, field = 'value') => {
    if (!accepts(value)) throw new Error(`${field}: expected ${expected}`);
    return value as T;
  };
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const text = (max: number) =>
  accepting<string>(`text of at most ${max} characters`, (value) => typeof value === 'string' && value.length <= max);

export const oneOf = <T extends string>(options: readonly T[]) =>
  accepting<T>('one of its options', (value) => options.some((option) => option === value));

/** `''` too: a select still showing its prompt. */
export const orEmpty = <T>(check: Checker<T>): Checker<T | ''> => (value, field) => (value === '' ? '' : check(value, field));

export const choice = <T extends string>(options: readonly T[]) => orEmpty(oneOf(options));

// Zod 4's `z.uuid()` pattern, which checked these drafts before: every key stored then reads back.
export const uuid = () => accepting<string>('a UUID', (value) => typeof value === 'string' && UUID.test(value));

/** A safe integer (no NaN, Infinity or fraction), at least `min` when given. */
export const integer = (min?: number) =>
  accepting<number>(
    min === undefined ? 'an integer' : `an integer of at least ${min}`,
    (value) => Number.isSafeInteger(value) && (min === undefined || (value as number) >= min),
  );

export const boolean = () => accepting<boolean>('true or false', (value) => typeof value === 'boolean');

/** `YYYY-MM-DD`, as the data service writes dates. */
export const isoDate = () => accepting<string>('a date (YYYY-MM-DD)', (value) => typeof value === 'string' && ISO_DATE.test(value));

export const nullable = <T>(check: Checker<T>): Checker<T | null> => (value, field) =>
  value === null ? null : check(value, field);

export const optional = <T>(check: Checker<T>): Checker<T | undefined> => (value, field) =>
  value === undefined ? undefined : check(value, field);

export const listOf = <T>(check: Checker<T>): Checker<T[]> => (value, field = 'value') => {
  if (!Array.isArray(value)) throw new Error(`${field}: expected a list`);
  return value.map((item, index) => check(item, `${field}[${index}]`));
};

/** Every field of `shape` required (an `optional` one may be absent); unknown fields dropped. */
export const object = <T>(shape: Shape<T>): Checker<T> => fieldsOf(shape, false) as Checker<T>;

/** Any of `shape`'s fields, each checked when given; unknown fields dropped. */
export const partialObject = <T>(shape: Shape<T>): Checker<Partial<T>> => fieldsOf(shape, true) as Checker<Partial<T>>;

function fieldsOf<T>(shape: Shape<T>, partial: boolean): Checker<Record<string, unknown>> {
  const checks: [string, Checker<unknown>][] = Object.entries(shape);
  return (value, field) => {
    if (!isRecord(value)) throw new Error(`${field ?? 'value'}: expected an object`);
    const copied: [string, unknown][] = [];
    for (const [key, check] of checks) {
      // Own fields only: nothing inherited (a polluted prototype) is read as stored data.
      const given = Object.hasOwn(value, key) ? value[key] : undefined;
      if (partial && given === undefined) continue;
      const checked = check(given, field === undefined ? key : `${field}.${key}`);
      if (checked !== undefined) copied.push([key, checked]);
    }
    // fromEntries defines own fields, so even a `__proto__` field could not become the copy's prototype.
    return Object.fromEntries(copied);
  };
}

/** The checked value, or the error, for data that may be corrupt and is replaced rather than thrown on. */
export function safeParse<T>(check: Checker<T>, value: unknown): { ok: true; value: T } | { ok: false; error: Error } {
  try {
    return { ok: true, value: check(value) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
