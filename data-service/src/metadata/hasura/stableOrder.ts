/**
 * How the Hasura export sorts files, tables, relationships, permissions and columns: by code unit, not
 * by the locale, so the files do not change with the machine that writes them.
 */

export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const byName = <T extends { name: string }>(items: readonly T[] = []) => [...items].sort((a, b) => compareText(a.name, b.name));

export const byRole = <T extends { role: string }>(items: readonly T[] = []) => [...items].sort((a, b) => compareText(a.role, b.role));
