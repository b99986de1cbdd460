import type { BoolExp, ComparisonOp } from '../ir';
import type { ColumnModel, TableModel } from '../model';
import { isStringType } from '../schema/scalars';
import { columnValueParser } from './columnValue';
import { booleanParser, fieldOptional, list, objectParser, type InputField, type InputParser } from './inputParsers';
import { listOf, named } from './types';

/**
 * `t_bool_exp` and `<Scalar>_comparison_exp`, as Hasura defines them. Several keys in one object are
 * ANDed; `{}` is TRUE; `_or: []` is FALSE.
 */

/** Operators of a comparison expression, in the order Hasura lists them, and what each takes. */
export interface ComparisonOperator {
  op: ComparisonOp;
  takes: 'value' | 'list' | 'boolean' | 'text';
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

export function comparisonOperators(column: Pick<ColumnModel, 'pgType'>): ComparisonOperator[] {
  const ops = isStringType(column.pgType) ? [...EQUALITY_AND_ORDER, ...TEXT_PATTERNS] : EQUALITY_AND_ORDER;
  return ops.sort((a, b) => a.op.localeCompare(b.op));
}

export function comparisonTypeName(column: Pick<ColumnModel, 'scalar'>): string {
  return `${column.scalar}_comparison_exp`;
}

export function boolExpTypeName(table: Pick<TableModel, 'name'>): string {
  return `${table.name}_bool_exp`;
}

/** Parses a comparison object into one compare node per operator given, for `column`. */
function comparisonParser(column: ColumnModel): InputParser<BoolExp[]> {
  const valueParser = columnValueParser(column);
  const textParser = columnValueParser({ scalar: 'String', pgType: 'text' });
  const operators = comparisonOperators(column);
  const parserFor = (takes: ComparisonOperator['takes']): InputParser<unknown> => {
    switch (takes) {
      case 'value':
        return valueParser;
      case 'text':
        return column.pgType === 'text' ? valueParser : textParser;
      case 'list':
        return list(valueParser);
      case 'boolean':
        return booleanParser;
    }
  };
  return objectParser(
    comparisonTypeName(column),
    () => operators.map(({ op, takes }) => fieldOptional(op, parserFor(takes))),
    (values) => [...values].map(([op, value]) => ({ kind: 'compare', column, op: op as ComparisonOp, value })),
  );
}

/** Builds `t_bool_exp` for a table's visible columns; recursive through `_and`, `_or`, `_not`. */
export function boolExpParser(table: TableModel): InputParser<BoolExp> {
  const self: InputParser<BoolExp> = objectParser(
    boolExpTypeName(table),
    (): InputField<unknown>[] => [
      fieldOptional('_and', list(self)),
      fieldOptional('_not', self),
      fieldOptional('_or', list(self)),
      ...table.columns.map((column) => fieldOptional(column.name, comparisonParser(column))),
    ],
    (values) => {
      const items: BoolExp[] = [];
      for (const [key, value] of values) {
        if (key === '_and') items.push({ kind: 'and', items: value as BoolExp[] });
        else if (key === '_or') items.push({ kind: 'or', items: value as BoolExp[] });
        else if (key === '_not') items.push({ kind: 'not', item: value as BoolExp });
        else items.push(...(value as BoolExp[]));
      }
      return { kind: 'and', items };
    },
  );
  return self;
}

/** GraphQL type of each operator's value, for the schema. */
export function operatorValueType(column: ColumnModel, takes: ComparisonOperator['takes']) {
  switch (takes) {
    case 'value':
      return named(column.scalar, false);
    case 'text':
      return named('String', false);
    case 'list':
      return listOf(named(column.scalar), false);
    case 'boolean':
      return named('Boolean', false);
  }
}
