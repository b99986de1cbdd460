import type { AggregateExp, BoolExp, OrderBy } from '../ir';
import type { ColumnModel, RelationshipModel, TableModel } from '../modelTypes';
import { aggregateColumns, aggregateOrderByTypeName, availableOps, opOrderByTypeName } from './aggregates';
import { boolExpParser, relationshipJoin } from './boolExp';
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
import { permissionFilter } from './permissionFilter';
import { named } from './types';

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

const orderByDirection = nullable(enumParser<Direction>('order_by', ORDER_BY_DIRECTIONS));

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
  const orderByObject = orderByParser(table);
  const selectColumn = selectColumnParser(table);

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
        const leading = orderBy.slice(0, distinctOn.length).map((o) => (o.target.kind === 'column' ? o.target.column.name : ''));
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

/** `t_select_column`: the columns the role may select, by name. */
export function selectColumnParser(table: TableModel): InputParser<ColumnModel> {
  return enumParser<ColumnModel>(selectColumnTypeName(table), table.columns.map((column) => [column.name, column] as const));
}

const orderByParsers = new WeakMap<TableModel, InputParser<OrderBy[]>>();

/**
 * `t_order_by`: columns, object relationships (by a value of the related row, which is null when the
 * role may not see that row) and `<array>_aggregate` (by an aggregate of the related rows the role may
 * see). One object may name several keys; like Hasura, they apply in field order (columns, then
 * relationships), not key order.
 */
export function orderByParser(table: TableModel): InputParser<OrderBy[]> {
  const cached = orderByParsers.get(table);
  if (cached) return cached;
  const parser = objectParser(
    orderByTypeName(table),
    (): InputField<unknown>[] => [
      ...table.columns.map((column) => fieldOptional(column.name, orderByDirection)),
      ...[...table.relationships.values()].flatMap((rel): InputField<unknown>[] => {
        if (rel.kind === 'object') return [fieldOptional(rel.name, nullable(objectRelationshipOrder(rel)))];
        if (!rel.remote.allowAggregations) return [];
        return [fieldOptional(`${rel.name}_aggregate`, nullable(aggregateOrder(rel)))];
      }),
    ],
    (values) =>
      [...values].flatMap(([key, value]): OrderBy[] => {
        const column = table.columnsByName.get(key);
        if (!column) return value as OrderBy[];
        const { direction, nulls } = value as Direction;
        return [{ target: { kind: 'column', column }, direction, nulls }];
      }),
  );
  orderByParsers.set(table, parser);
  return parser;
}

function objectRelationshipOrder(rel: RelationshipModel): InputParser<OrderBy[]> {
  return {
    type: named(orderByTypeName(rel.remote)),
    parse(ctx, input) {
      const nested = orderByParser(rel.remote).parse(ctx, input);
      const filter = permissionFilter(rel.remote, rel.remote.filter, ctx.session, ctx.trace);
      const join = relationshipJoin(rel);
      return nested.map((o) => ({ ...o, target: { kind: 'object', join, filter, target: o.target } }));
    },
  };
}

type AggregateOrder = { aggregate: AggregateExp; direction: Direction };

/** `t_aggregate_order_by`: `count`, and per function an object of the columns it applies to. */
function aggregateOrder(rel: RelationshipModel): InputParser<OrderBy[]> {
  const remote = rel.remote;
  const object = objectParser(
    aggregateOrderByTypeName(remote),
    (): InputField<unknown>[] => {
      const ops = availableOps(remote);
      const fields: InputField<unknown>[] = ops.map((op) => {
        const columns = aggregateColumns(remote, op);
        const opObject = objectParser(
          opOrderByTypeName(remote, op),
          () => columns.map((column) => fieldOptional(column.name, orderByDirection)),
          (values) =>
            columns.flatMap((column): AggregateOrder[] => {
              const direction = values.get(column.name) as Direction | undefined;
              return direction ? [{ aggregate: { kind: 'op', op, column }, direction }] : [];
            }),
        );
        return fieldOptional(op, nullable(opObject));
      });
      // `count` sits among the functions in alphabetical order, as in Hasura's type.
      const countAt = ops.findIndex((op) => op > 'count');
      fields.splice(countAt < 0 ? fields.length : countAt, 0, fieldOptional('count', orderByDirection));
      return fields;
    },
    (values) =>
      [...values].flatMap(([key, value]): AggregateOrder[] =>
        key === 'count'
          ? [{ aggregate: { kind: 'count', columns: undefined, distinct: false }, direction: value as Direction }]
          : (value as AggregateOrder[]),
      ),
  );
  return {
    type: object.type,
    parse(ctx, input) {
      const orders = object.parse(ctx, input);
      const filter = permissionFilter(remote, remote.filter, ctx.session, ctx.trace);
      const join = relationshipJoin(rel);
      return orders.map(({ aggregate, direction }) => ({
        target: { kind: 'aggregate', join, filter, aggregate },
        direction: direction.direction,
        nulls: direction.nulls,
      }));
    },
  };
}
