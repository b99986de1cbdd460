import type { FieldNode, FragmentDefinitionNode, SelectionNode } from 'graphql';
import { and, type OutputField, type SelectQuery } from '../ir';
import type { RoleModel, TableModel } from '../model';
import { collectFields, type CollectedField } from '../request/collectFields';
import { columnValueParser } from './columnValue';
import type { InputValue, ParseContext } from './context';
import { fieldRequired, parseFields } from './inputParsers';
import { permissionFilter } from './permissionFilter';
import { selectArgsParser, type SelectArgsParser } from './selectArgs';

/** One root field of a query, ready to run. */
export type RootPlan =
  | { key: string; kind: 'typename'; typename: string }
  | { key: string; kind: 'introspection' }
  | { key: string; kind: 'select'; query: SelectQuery };

/** Parsers of one role, built once per role and reused by every request. */
export interface QueryRootParser {
  parse(ctx: ParseContext, selections: readonly SelectionNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>): RootPlan[];
}

export function queryRootParser(model: RoleModel): QueryRootParser {
  const argsByTable = new Map<TableModel, SelectArgsParser>(model.tables.map((t) => [t, selectArgsParser(t)]));

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
          return ctx.withKey(field.name, () => {
            const table = root.table;
            const args = argumentEntries(field.node);
            const permission = permissionFilter(table, table.filter, ctx.session);
            if (root.kind === 'select') {
              const argsParser = argsByTable.get(table) as SelectArgsParser;
              checkArgumentNames(ctx, field.name, field.node, new Set(argsParser.fields.map((f) => f.name)));
              const parsed = ctx.withKey('args', () => argsParser.parse(ctx, args));
              const outputs = parseSelectionSet(ctx, table, field, fragments);
              const limit =
                table.limit === undefined ? parsed.limit : Math.min(table.limit, parsed.limit ?? table.limit);
              const query: SelectQuery = {
                table,
                single: false,
                filter: parsed.where ? and([permission, parsed.where]) : permission,
                orderBy: parsed.orderBy,
                distinctOn: parsed.distinctOn,
                limit,
                offset: parsed.offset,
                fields: outputs,
              };
              return { key: field.key, kind: 'select', query };
            }
            const primaryKey = table.primaryKey ?? [];
            checkArgumentNames(ctx, field.name, field.node, new Set(primaryKey.map((c) => c.name)));
            const pkFields = primaryKey.map((column) => fieldRequired(column.name, columnValueParser(column)));
            const values = ctx.withKey('args', () => parseFields(ctx, `${table.name}_by_pk`, pkFields, args));
            const match = primaryKey.map((column) => ({
              kind: 'compare' as const,
              column,
              op: '_eq' as const,
              value: values.get(column.name),
            }));
            const query: SelectQuery = {
              table,
              single: true,
              filter: and([permission, ...match]),
              orderBy: [],
              distinctOn: [],
              limit: undefined,
              offset: undefined,
              fields: parseSelectionSet(ctx, table, field, fragments),
            };
            return { key: field.key, kind: 'select', query };
          });
        }),
      );
    },
  };
}

/** The field's arguments by name. */
function argumentEntries(node: FieldNode): Map<string, InputValue> {
  return new Map((node.arguments ?? []).map((arg) => [arg.name.value, { ast: arg.value }]));
}

/** Hasura reports an argument the field does not take at the field itself, before parsing any. */
function checkArgumentNames(ctx: ParseContext, fieldName: string, node: FieldNode, allowed: ReadonlySet<string>): void {
  for (const arg of node.arguments ?? []) {
    if (!allowed.has(arg.name.value)) throw ctx.error(`'${fieldName}' has no argument named '${arg.name.value}'`);
  }
}

/** The columns (and `__typename`) selected under a table field. */
function parseSelectionSet(
  ctx: ParseContext,
  table: TableModel,
  field: CollectedField,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): OutputField[] {
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${table.name}'`);
    const children = collectFields(ctx, table.name, field.selections, fragments);
    return children.map((child): OutputField => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: table.name };
      return ctx.withKey(child.name, () => {
        const column = table.columnsByName.get(child.name);
        if (!column) throw ctx.error(`field '${child.name}' not found in type: '${table.name}'`);
        checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
        if (child.hasSelectionSet) throw ctx.error('unexpected subselection set for non-object field');
        return { key: child.key, kind: 'column', column };
      });
    });
  });
}

const NO_ARGUMENTS: ReadonlySet<string> = new Set();
