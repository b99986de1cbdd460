import type { FieldNode, FragmentDefinitionNode } from 'graphql';
import {
  and,
  type AggregateExp,
  type AggregateField,
  type AggregateOp,
  type AggregateOpField,
  type AggregateOutput,
  type AggregateQuery,
  type OutputField,
  type RowsQuery,
} from '../ir';
import type { ColumnModel, RelationshipModel, TableModel } from '../modelTypes';
import { collectFields, type CollectedField } from '../request/collectFields';
import { aggregateColumns, aggregateFieldsTypeName, aggregateTypeName, availableOps, opFieldsTypeName } from './aggregates';
import { relationshipJoin } from './boolExp';
import type { InputValue, ParseContext } from './context';
import { booleanParser, fieldOptional, list, nullable, parseFields, type InputField } from './inputParsers';
import { permissionFilter } from './permissionFilter';
import { selectArgsParser, selectColumnParser, type SelectArgs, type SelectArgsParser } from './selectArgs';

/**
 * What a request selects on a table's rows — columns, relationships (nested to any depth) and
 * aggregates — and which rows a list field reads. Used by query root fields and by mutations'
 * `returning`; every parser here is built once per table of a role and reused.
 */

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

const argsParsers = new WeakMap<TableModel, SelectArgsParser>();

function argsParserOf(table: TableModel): SelectArgsParser {
  let parser = argsParsers.get(table);
  if (!parser) {
    parser = selectArgsParser(table);
    argsParsers.set(table, parser);
  }
  return parser;
}

/** The field's arguments by name. */
export function argumentEntries(node: FieldNode): Map<string, InputValue> {
  return new Map((node.arguments ?? []).map((arg) => [arg.name.value, { ast: arg.value }]));
}

/** Hasura reports an argument the field does not take at the field itself, before parsing any. */
export function checkArgumentNames(ctx: ParseContext, fieldName: string, node: FieldNode, allowed: ReadonlySet<string>): void {
  for (const arg of node.arguments ?? []) {
    if (!allowed.has(arg.name.value)) throw ctx.error(`'${fieldName}' has no argument named '${arg.name.value}'`);
  }
}

const NO_ARGUMENTS: ReadonlySet<string> = new Set();

/** A list field's arguments (`distinct_on, limit, offset, order_by, where`), the role's filter ANDed into `where`. */
function parseListArgs(ctx: ParseContext, table: TableModel, field: CollectedField): SelectArgs & { filter: RowsQuery['filter'] } {
  const parser = argsParserOf(table);
  checkArgumentNames(ctx, field.name, field.node, new Set(parser.fields.map((f) => f.name)));
  const args = ctx.withKey('args', () => parser.parse(ctx, argumentEntries(field.node)));
  const permission = permissionFilter(table, table.filter, ctx.session, ctx.trace);
  return { ...args, filter: args.where ? and([permission, args.where]) : permission };
}

/** The lower of the caller's limit and the role's. */
function capped(requested: number | undefined, ceiling: number | undefined): number | undefined {
  if (ceiling === undefined) return requested;
  return requested === undefined ? ceiling : Math.min(requested, ceiling);
}

/** The rows a list field (`t(...)` or an array relationship) reads, at most the role's limit. */
export function parseRows(ctx: ParseContext, table: TableModel, field: CollectedField): RowsQuery {
  const args = parseListArgs(ctx, table, field);
  return {
    table: { schema: table.schema, name: table.name },
    filter: args.filter,
    orderBy: args.orderBy,
    distinctOn: args.distinctOn,
    limit: capped(args.limit, table.limit),
    offset: args.offset,
  };
}

/** The columns, relationships and `__typename` selected under a field whose type is `table`'s row. */
export function parseSelectionSet(ctx: ParseContext, table: TableModel, field: CollectedField, fragments: Fragments): OutputField[] {
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${table.name}'`);
    const children = collectFields(ctx, table.name, field.selections, fragments);
    return children.map((child): OutputField => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: table.name };
      return ctx.withKey(child.name, (): OutputField => {
        const column = table.columnsByName.get(child.name);
        if (column) {
          checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
          if (child.hasSelectionSet) throw ctx.error('unexpected subselection set for non-object field');
          return { key: child.key, kind: 'column', column };
        }
        const rel = table.relationships.get(child.name);
        if (rel) return relationshipField(ctx, rel, child, fragments);
        const aggregated = aggregateRelationship(table, child.name);
        if (aggregated) {
          return { key: child.key, kind: 'aggregate', join: relationshipJoin(aggregated), query: parseAggregate(ctx, aggregated.remote, child, fragments) };
        }
        throw ctx.error(`field '${child.name}' not found in type: '${table.name}'`);
      });
    });
  });
}

function relationshipField(ctx: ParseContext, rel: RelationshipModel, child: CollectedField, fragments: Fragments): OutputField {
  const join = relationshipJoin(rel);
  if (rel.kind === 'object') {
    checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
    const filter = permissionFilter(rel.remote, rel.remote.filter, ctx.session, ctx.trace);
    return { key: child.key, kind: 'object', join, filter, fields: parseSelectionSet(ctx, rel.remote, child, fragments) };
  }
  const rows = parseRows(ctx, rel.remote, child);
  return { key: child.key, kind: 'array', join, rows, fields: parseSelectionSet(ctx, rel.remote, child, fragments) };
}

/** `<array relationship>_aggregate`, present when the role may aggregate the related table. */
function aggregateRelationship(table: TableModel, fieldName: string): RelationshipModel | undefined {
  if (!fieldName.endsWith('_aggregate')) return undefined;
  const rel = table.relationships.get(fieldName.slice(0, -'_aggregate'.length));
  return rel && rel.kind === 'array' && rel.remote.allowAggregations ? rel : undefined;
}

/**
 * `t_aggregate` (root field or `<rel>_aggregate`): `aggregate { count sum { … } … }` and `nodes { … }`.
 * As in Hasura, with aggregates selected (or ordered by) the role's row limit caps only `nodes`: the
 * aggregates cover every row the caller's own arguments select.
 */
export function parseAggregate(ctx: ParseContext, table: TableModel, field: CollectedField, fragments: Fragments): AggregateQuery {
  const args = parseListArgs(ctx, table, field);
  const typeName = aggregateTypeName(table);
  const fields = ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${typeName}'`);
    return collectFields(ctx, typeName, field.selections, fragments).map((child): AggregateOutput => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: typeName };
      return ctx.withKey(child.name, (): AggregateOutput => {
        if (child.name === 'nodes') {
          checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
          return { key: child.key, kind: 'nodes', fields: parseSelectionSet(ctx, table, child, fragments) };
        }
        if (child.name === 'aggregate') {
          checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
          return { key: child.key, kind: 'aggregate', fields: parseAggregateFields(ctx, table, child, fragments) };
        }
        throw ctx.error(`field '${child.name}' not found in type: '${typeName}'`);
      });
    });
  });
  const aggregates = fields.some((f) => f.kind === 'aggregate') || args.orderBy.some((o) => o.target.kind === 'aggregate');
  const splitLimit = aggregates && table.limit !== undefined;
  return {
    rows: {
      table: { schema: table.schema, name: table.name },
      filter: args.filter,
      orderBy: args.orderBy,
      distinctOn: args.distinctOn,
      limit: splitLimit ? args.limit : capped(args.limit, table.limit),
      offset: args.offset,
    },
    nodesLimit: splitLimit ? table.limit : undefined,
    fields,
  };
}

function parseAggregateFields(ctx: ParseContext, table: TableModel, field: CollectedField, fragments: Fragments): AggregateField[] {
  const typeName = aggregateFieldsTypeName(table);
  const ops = new Set<string>(availableOps(table));
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${typeName}'`);
    return collectFields(ctx, typeName, field.selections, fragments).map((child): AggregateField => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: typeName };
      return ctx.withKey(child.name, (): AggregateField => {
        if (child.name === 'count') {
          if (child.hasSelectionSet) throw ctx.error('unexpected subselection set for non-object field');
          return { key: child.key, kind: 'count', aggregate: parseCountArgs(ctx, table, child.node) };
        }
        if (ops.has(child.name)) {
          const op = child.name as AggregateOp;
          checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
          return { key: child.key, kind: 'op', op, fields: parseOpFields(ctx, table, op, child, fragments) };
        }
        throw ctx.error(`field '${child.name}' not found in type: '${typeName}'`);
      });
    });
  });
}

const countArgsParsers = new WeakMap<TableModel, InputField<unknown>[]>();

function countArgsFields(table: TableModel): InputField<unknown>[] {
  return [fieldOptional('columns', nullable(list(selectColumnParser(table)))), fieldOptional('distinct', nullable(booleanParser))];
}

/** `count(columns, distinct)`: without columns `count(*)`, whatever `distinct` says (as Hasura's mkCountType). */
function parseCountArgs(ctx: ParseContext, table: TableModel, node: FieldNode): Extract<AggregateExp, { kind: 'count' }> {
  let fields = countArgsParsers.get(table);
  if (!fields) {
    fields = countArgsFields(table);
    countArgsParsers.set(table, fields);
  }
  checkArgumentNames(ctx, 'count', node, new Set(fields.map((f) => f.name)));
  const values = ctx.withKey('args', () => parseFields(ctx, 'count', fields, argumentEntries(node)));
  const columns = values.get('columns') as ColumnModel[] | undefined;
  return { kind: 'count', columns: columns && columns.length > 0 ? columns : undefined, distinct: values.get('distinct') === true };
}

function parseOpFields(ctx: ParseContext, table: TableModel, op: AggregateOp, field: CollectedField, fragments: Fragments): AggregateOpField[] {
  const typeName = opFieldsTypeName(table, op);
  const columns = new Map(aggregateColumns(table, op).map((c) => [c.name, c]));
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${typeName}'`);
    return collectFields(ctx, typeName, field.selections, fragments).map((child): AggregateOpField => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: typeName };
      return ctx.withKey(child.name, (): AggregateOpField => {
        const column = columns.get(child.name);
        if (!column) throw ctx.error(`field '${child.name}' not found in type: '${typeName}'`);
        checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
        if (child.hasSelectionSet) throw ctx.error('unexpected subselection set for non-object field');
        return { key: child.key, kind: 'column', column };
      });
    });
  });
}
