import type { PgType } from '../registry/types';

/** The GraphQL scalar Hasura uses for each PostgreSQL type (its own scalar named after the type when GraphQL has none). */
const SCALAR_OF: Record<PgType, string> = {
  uuid: 'uuid',
  text: 'String',
  boolean: 'Boolean',
  timestamptz: 'timestamptz',
  integer: 'Int',
  bigint: 'bigint',
  numeric: 'numeric',
  date: 'date',
  jsonb: 'jsonb',
};

export function scalarNameOf(type: PgType): string {
  return SCALAR_OF[type];
}

/** Types whose comparison expression adds the pattern operators (`_like`, `_ilike`, regex, …). */
export function isStringType(type: PgType): boolean {
  return type === 'text';
}
