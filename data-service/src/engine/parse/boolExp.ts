import { and, type BoolExp, type ComparisonOp, type Join } from '../ir';
import type { ColumnModel, RelationshipModel, TableModel } from '../modelTypes';
import { columnValueParser } from './columnValue';
import { comparisonOperators, type ComparisonOperator } from './comparisonOperators';
import { booleanParser, fieldOptional, list, objectParser, type InputField, type InputParser } from './inputParsers';
import { permissionFilter } from './permissionFilter';
import { listOf, named } from './types';

export { comparisonOperators, type ComparisonOperator } from './comparisonOperators';

/**
 * `t_bool_exp` and `<Scalar>_comparison_exp`, as Hasura defines them. Several keys in one object are
 * ANDed; `{}` is TRUE; `_or: []` is FALSE.
 */

export function comparisonTypeName(column: Pick<ColumnModel, 'scalar'>): string {
  return `${column.scalar}_comparison_exp`;
}

export function boolExpTypeName(table: Pick<TableModel, 'name'>): string {
  return `${table.name}_bool_exp`;
}

/** What jsonb's `_cast` compares a column as: its text, with String's operators. */
export const CAST_TO_STRING = { scalar: 'String', pgType: 'text' } as const satisfies Pick<ColumnModel, 'scalar' | 'pgType'>;
export const JSONB_CAST_TYPE_NAME = 'jsonb_cast_exp';

/**
 * Parses a comparison object into one compare node per operator given, for `column` (compared as
 * `asType`'s scalar when given). A jsonb column's also takes Hasura's `_cast: { String: … }`.
 */
function comparisonParser(column: ColumnModel, asType?: typeof CAST_TO_STRING): InputParser<BoolExp[]> {
  const compared = asType ?? column;
  const valueParser = columnValueParser(compared);
  const textParser = columnValueParser(CAST_TO_STRING);
  const operators = comparisonOperators(compared);
  const parserFor = (takes: ComparisonOperator['takes']): InputParser<unknown> => {
    switch (takes) {
      case 'value':
        return valueParser;
      case 'text':
        return compared.pgType === 'text' ? valueParser : textParser;
      case 'list':
        return list(valueParser);
      case 'textList':
        return list(textParser);
      case 'boolean':
        return booleanParser;
    }
  };
  const cast = column.pgType === 'jsonb' && !asType ? [fieldOptional('_cast', jsonbCastParser(column))] : [];
  return objectParser(
    comparisonTypeName(compared),
    () => [...cast, ...operators.map(({ op, takes }) => fieldOptional(op, parserFor(takes)))],
    (values) =>
      [...values].flatMap(([op, value]): BoolExp[] =>
        op === '_cast'
          ? (value as BoolExp[])
          : [{ kind: 'compare', column, op: op as ComparisonOp, value, ...(asType ? { asType: asType.pgType } : {}) }],
      ),
  );
}

/** `jsonb_cast_exp`: `{ String: String_comparison_exp }` on the column's text. */
function jsonbCastParser(column: ColumnModel): InputParser<BoolExp[]> {
  return objectParser(
    JSONB_CAST_TYPE_NAME,
    () => [fieldOptional('String', comparisonParser(column, CAST_TO_STRING))],
    (values) => [...values.values()].flatMap((value) => value as BoolExp[]),
  );
}

const boolExpParsers = new WeakMap<TableModel, InputParser<BoolExp>>();

/**
 * `t_bool_exp` for a table's visible columns and relationships; recursive through `_and`, `_or`,
 * `_not` and relationships. One parser per table (relationships lead back to tables already built).
 */
export function boolExpParser(table: TableModel): InputParser<BoolExp> {
  const cached = boolExpParsers.get(table);
  if (cached) return cached;
  const self: InputParser<BoolExp> = objectParser(
    boolExpTypeName(table),
    (): InputField<unknown>[] => [
      fieldOptional('_and', list(self)),
      fieldOptional('_not', self),
      fieldOptional('_or', list(self)),
      ...table.columns.map((column) => fieldOptional(column.name, comparisonParser(column))),
      ...[...table.relationships.values()].map((rel) => fieldOptional(rel.name, relationshipParser(rel))),
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
  boolExpParsers.set(table, self);
  return self;
}

/** The join from a row of the relationship's table to the related rows. */
export function relationshipJoin(rel: Pick<RelationshipModel, 'remote' | 'mapping'>): Join {
  return { table: { schema: rel.remote.schema, name: rel.remote.name }, mapping: rel.mapping };
}

/**
 * A relationship in `where` (object or array alike): some related row the role may see matches the
 * nested expression — Hasura's EXISTS, with the related table's permission filter ANDed in.
 */
function relationshipParser(rel: RelationshipModel): InputParser<BoolExp[]> {
  return {
    type: named(boolExpTypeName(rel.remote)),
    parse(ctx, input) {
      const nested = boolExpParser(rel.remote).parse(ctx, input);
      const permission = permissionFilter(rel.remote, rel.remote.filter, ctx.session, ctx.trace);
      return [{ kind: 'exists', join: relationshipJoin(rel), filter: and([permission, nested]) }];
    },
  };
}

/** GraphQL type of each operator's value, for the schema. */
export function operatorValueType(column: Pick<ColumnModel, 'scalar'>, takes: ComparisonOperator['takes']) {
  switch (takes) {
    case 'value':
      return named(column.scalar, false);
    case 'text':
      return named('String', false);
    case 'list':
      return listOf(named(column.scalar), false);
    case 'textList':
      return listOf(named('String'), false);
    case 'boolean':
      return named('Boolean', false);
  }
}
