import type { Join, TableRef } from '../ir';

/**
 * Pieces of SQL text. Identifiers come only from the registry and names only from parsed GraphQL
 * (both already restricted to safe characters); these helpers check again, so a mistake upstream
 * fails loudly instead of reaching the database. Values never go through here: they are parameters.
 */

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export function ident(name: string): string {
  if (!SAFE_IDENTIFIER.test(name)) throw new Error(`unsafe SQL identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** A GraphQL name (response key or type name) as a SQL string literal, for JSON object keys. */
export function nameLiteral(name: string): string {
  if (!GRAPHQL_NAME.test(name)) throw new Error(`not a GraphQL name: ${JSON.stringify(name)}`);
  return `'${name}'`;
}

/**
 * Collects query parameters and hands out `$n` placeholders, cast to the type they stand for. It goes
 * through the whole statement being built, so it also hands out the statement's table aliases.
 */
export class Params {
  readonly values: unknown[] = [];
  private aliases = 0;

  add(value: unknown, castTo: string): string {
    this.values.push(value);
    return `$${this.values.length}::${castTo}`;
  }

  /** A table alias used nowhere else in the statement (`_1`, `_2`, …), so correlated subqueries never shadow. */
  alias(): string {
    this.aliases += 1;
    return `_${this.aliases}`;
  }
}

/** `"schema"."table"` */
export function tableSql(table: TableRef): string {
  return `${ident(table.schema)}.${ident(table.name)}`;
}

/** The related rows (alias `inner`) of the current row (alias `outer`). */
export function joinSql(join: Join, outer: string, inner: string): string {
  return join.mapping.map((m) => `${ident(inner)}.${ident(m.remote)} = ${ident(outer)}.${ident(m.local)}`).join(' AND ');
}
