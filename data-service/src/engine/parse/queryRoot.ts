import type { FragmentDefinitionNode, SelectionNode } from 'graphql';
import { and, type AggregateQuery, type SelectQuery } from '../ir';
import type { RoleModel } from '../model';
import { collectFields } from '../request/collectFields';
import { columnValueParser } from './columnValue';
import type { ParseContext } from './context';
import { fieldRequired, parseFields } from './inputParsers';
import { permissionFilter } from './permissionFilter';
import { argumentEntries, checkArgumentNames, parseAggregate, parseRows, parseSelectionSet } from './selection';

/** One root field of a query, ready to run. */
export type RootPlan =
  | { key: string; kind: 'typename'; typename: string }
  | { key: string; kind: 'introspection' }
  /** `t`, `t_by_pk` or `t_aggregate`: one SQL statement each. */
  | { key: string; kind: 'select'; query: SelectQuery | AggregateQuery };

/** Parsers of one role, built once per role and reused by every request. */
export interface QueryRootParser {
  parse(ctx: ParseContext, selections: readonly SelectionNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>): RootPlan[];
}

export function queryRootParser(model: RoleModel): QueryRootParser {
  return {
    parse(ctx, selections, fragments) {
      const fields = collectFields(ctx, 'query_root', selections, fragments);
      return ctx.withKey('selectionSet', () =>
        fields.map((field): RootPlan => {
          if (field.name === '__typename') return { key: field.key, kind: 'typename', typename: 'query_root' };
          if (field.name === '__schema' || field.name === '__type') return { key: field.key, kind: 'introspection' };
          const root = model.rootFields.get(field.name);
          if (!root) {
            throw ctx.withKey(field.name, () => ctx.error(`field '${field.name}' not found in type: 'query_root'`));
          }
          return ctx.withKey(field.name, (): RootPlan => {
            const table = root.table;
            switch (root.kind) {
              case 'select': {
                const rows = parseRows(ctx, table, field);
                const query: SelectQuery = { ...rows, table, single: false, fields: parseSelectionSet(ctx, table, field, fragments) };
                return { key: field.key, kind: 'select', query };
              }
              case 'select_aggregate':
                return { key: field.key, kind: 'select', query: parseAggregate(ctx, table, field, fragments) };
              case 'select_by_pk': {
                const primaryKey = table.primaryKey ?? [];
                checkArgumentNames(ctx, field.name, field.node, new Set(primaryKey.map((c) => c.name)));
                const pkFields = primaryKey.map((column) => fieldRequired(column.name, columnValueParser(column)));
                const values = ctx.withKey('args', () => parseFields(ctx, `${table.name}_by_pk`, pkFields, argumentEntries(field.node)));
                const match = primaryKey.map((column) => ({
                  kind: 'compare' as const,
                  column,
                  op: '_eq' as const,
                  value: values.get(column.name),
                }));
                const query: SelectQuery = {
                  table,
                  single: true,
                  filter: and([permissionFilter(table, table.filter, ctx.session, ctx.trace), ...match]),
                  orderBy: [],
                  distinctOn: [],
                  limit: undefined,
                  offset: undefined,
                  fields: parseSelectionSet(ctx, table, field, fragments),
                };
                return { key: field.key, kind: 'select', query };
              }
            }
          });
        }),
      );
    },
  };
}
