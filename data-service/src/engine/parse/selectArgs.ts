import type { BoolExp, OrderBy } from '../ir';
import type { ColumnModel, TableModel } from '../model';
import { boolExpParser } from './boolExp';
import type { ParseContext, InputValue } from './context';
import {
  bigIntParser,
  enumParser,
  fieldOptional,
  list,
  nonNegativeIntParser,
  nullable,
  objectParser,
  parseFields,
  type InputField,
  type InputParser,
} from './inputParsers';

/** The six `order_by` directions, with the null placement Hasura gives each. */
export const ORDER_BY_DIRECTIONS = [
  ['asc', { direction: 'ASC', nulls: 'LAST', description: 'in ascending order, nulls last' }],
  ['asc_nulls_first', { direction: 'ASC', nulls: 'FIRST', description: 'in ascending order, nulls first' }],
  ['asc_nulls_last', { direction: 'ASC', nulls: 'LAST', description: 'in ascending order, nulls last' }],
  ['desc', { direction: 'DESC', nulls: 'FIRST', description: 'in descending order, nulls first' }],
  ['desc_nulls_first', { direction: 'DESC', nulls: 'FIRST', description: 'in descending order, nulls first' }],
  ['desc_nulls_last', { direction: 'DESC', nulls: 'LAST', description: 'in descending order, nulls last' }],
] as const;

type Direction = (typeof ORDER_BY_DIRECTIONS)[number][1];

const orderByDirection = enumParser<Direction>('order_by', ORDER_BY_DIRECTIONS);

export const orderByTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_order_by`;
export const selectColumnTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_select_column`;

export interface SelectArgs {
  where: BoolExp | undefined;
  orderBy: OrderBy[];
  distinctOn: ColumnModel[];
  limit: number | undefined;
  offset: string | undefined;
}

/** Argument parsers of one table's list field: `t(distinct_on, limit, offset, order_by, where)`. */
export interface SelectArgsParser {
  readonly fields: readonly InputField<unknown>[];
  parse(ctx: ParseContext, args: ReadonlyMap<string, InputValue>): SelectArgs;
}

export function selectArgsParser(table: TableModel): SelectArgsParser {
  // One object may name several columns; like Hasura, they apply in column order, not key order.
  const orderByObject: InputParser<OrderBy[]> = objectParser(
    orderByTypeName(table),
    () => table.columns.map((column) => fieldOptional(column.name, nullable(orderByDirection))),
    (values) =>
      table.columns.flatMap((column) => {
        const direction = values.get(column.name) as Direction | undefined;
        return direction ? [{ column, direction: direction.direction, nulls: direction.nulls }] : [];
      }),
  );
  const selectColumn = enumParser<ColumnModel>(
    selectColumnTypeName(table),
    table.columns.map((column) => [column.name, column] as const),
  );

  const fields: InputField<unknown>[] = [
    fieldOptional('distinct_on', nullable(list(selectColumn))),
    fieldOptional('limit', nullable(nonNegativeIntParser)),
    fieldOptional('offset', nullable(bigIntParser)),
    fieldOptional('order_by', nullable(list(orderByObject))),
    fieldOptional('where', nullable(boolExpParser(table))),
  ];

  return {
    fields,
    parse(ctx, args) {
      const values = parseFields(ctx, table.name, fields, args);
      const orderBy = ((values.get('order_by') as OrderBy[][] | undefined) ?? []).flat();
      const distinctOn = (values.get('distinct_on') as ColumnModel[] | undefined) ?? [];
      if (distinctOn.length > 0 && values.has('order_by')) {
        // PostgreSQL needs DISTINCT ON columns to lead ORDER BY; Hasura checks it first, with this message.
        const leading = orderBy.slice(0, distinctOn.length).map((o) => o.column.name);
        const matches = leading.length === distinctOn.length && distinctOn.every((c) => leading.includes(c.name));
        if (!matches) throw ctx.error('"distinct_on" columns must match initial "order_by" columns');
      }
      return {
        where: values.get('where') as BoolExp | undefined,
        orderBy,
        distinctOn,
        limit: values.get('limit') as number | undefined,
        offset: values.get('offset') as string | undefined,
      };
    },
  };
}
