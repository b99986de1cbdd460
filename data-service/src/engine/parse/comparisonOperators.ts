import type { ComparisonOp } from '../ir';
import type { ColumnModel } from '../modelTypes';
import { isStringType } from '../schema/scalars';

/**
 * Operators of a comparison expression (`<Scalar>_comparison_exp`), in the order Hasura lists them, and what
 * each takes: a value of the column's type, a list of them, a boolean, a string, or a list of strings.
 */
export interface ComparisonOperator {
  op: ComparisonOp;
  takes: 'value' | 'list' | 'boolean' | 'text' | 'textList';
  description: string;
}

const EQUALITY_AND_ORDER: ComparisonOperator[] = [
  { op: '_eq', takes: 'value', description: '' },
  { op: '_gt', takes: 'value', description: '' },
  { op: '_gte', takes: 'value', description: '' },
  { op: '_in', takes: 'list', description: '' },
  { op: '_is_null', takes: 'boolean', description: '' },
  { op: '_lt', takes: 'value', description: '' },
  { op: '_lte', takes: 'value', description: '' },
  { op: '_neq', takes: 'value', description: '' },
  { op: '_nin', takes: 'list', description: '' },
];

const TEXT_PATTERNS: ComparisonOperator[] = [
  { op: '_ilike', takes: 'text', description: 'does the column match the given case-insensitive pattern' },
  { op: '_iregex', takes: 'text', description: 'does the column match the given POSIX regular expression, case insensitive' },
  { op: '_like', takes: 'text', description: 'does the column match the given pattern' },
  { op: '_nilike', takes: 'text', description: 'does the column NOT match the given case-insensitive pattern' },
  { op: '_niregex', takes: 'text', description: 'does the column NOT match the given POSIX regular expression, case insensitive' },
  { op: '_nlike', takes: 'text', description: 'does the column NOT match the given pattern' },
  { op: '_nregex', takes: 'text', description: 'does the column NOT match the given POSIX regular expression, case sensitive' },
  { op: '_nsimilar', takes: 'text', description: 'does the column NOT match the given SQL regular expression' },
  { op: '_regex', takes: 'text', description: 'does the column match the given POSIX regular expression, case sensitive' },
  { op: '_similar', takes: 'text', description: 'does the column match the given SQL regular expression' },
];

// Hasura's jsonb operators, with its descriptions: containment both ways and top-level keys (for an array,
// its string elements), as PostgreSQL's @>, <@, ?, ?| and ?&.
const JSONB: ComparisonOperator[] = [
  { op: '_contained_in', takes: 'value', description: 'is the column contained in the given json value' },
  { op: '_contains', takes: 'value', description: 'does the column contain the given json value at the top level' },
  { op: '_has_key', takes: 'text', description: 'does the string exist as a top-level key in the column' },
  { op: '_has_keys_all', takes: 'textList', description: 'do all of these strings exist as top-level keys in the column' },
  { op: '_has_keys_any', takes: 'textList', description: 'do any of these strings exist as top-level keys in the column' },
];

export function comparisonOperators(column: Pick<ColumnModel, 'pgType'>): ComparisonOperator[] {
  const ops = isStringType(column.pgType)
    ? [...EQUALITY_AND_ORDER, ...TEXT_PATTERNS]
    : column.pgType === 'jsonb'
      ? [...EQUALITY_AND_ORDER, ...JSONB]
      : EQUALITY_AND_ORDER;
  return ops.sort((a, b) => a.op.localeCompare(b.op));
}
