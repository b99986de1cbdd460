/**
 * `create()`'s value, made at the first call and kept. For Intl formatters: the first Intl object a page
 * makes loads the locale and time-zone data (~13 ms of script, ~50 ms on a phone), which a screen that
 * formats nothing in its first render (the wizards' first steps) should not pay while it boots.
 */
export function firstUse<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
