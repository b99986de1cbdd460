import type { FragmentDefinitionNode } from 'graphql';
import { formatPath, GraphqlRequestError } from '../errors';
import { and, TRUE, type BoolExp } from '../ir';
import type { ColumnModel, TableModel } from '../modelTypes';
import type { InsertMutation, MutationOutput, MutationResponseField, OnConflict, TableMutation, UpdateOperation, WriteValue } from '../mutationIr';
import type { MutationFieldModel, MutationTableModel } from '../mutationModel';
import { collectFields, type CollectedField } from '../request/collectFields';
import { boolExpParser } from './boolExp';
import { columnValueParser, toPgParameter } from './columnValue';
import { ParseContext, type Session } from './context';
import {
  enumParser,
  fieldOptional,
  fieldRequired,
  list,
  nullable,
  objectParser,
  parseFields,
  type InputField,
  type InputParser,
} from './inputParsers';
import { isNull, peelVariable } from './inputValue';
import { permissionFilter } from './permissionFilter';
import { argumentEntries, checkArgumentNames, parseSelectionSet } from './selection';
import { nullableType } from './types';

/**
 * `insert_t`, `insert_t_one`, `update_t`, `update_t_by_pk`, `delete_t`, `delete_t_by_pk`: their
 * arguments and selection, with Hasura's type names, messages and paths, into a TableMutation.
 */

export const insertInputTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_insert_input`;
export const onConflictTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_on_conflict`;
export const constraintTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_constraint`;
export const updateColumnTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_update_column`;
export const setInputTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_set_input`;
export const incInputTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_inc_input`;
export const pkColumnsInputTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_pk_columns_input`;
export const mutationResponseTypeName = (table: Pick<TableModel, 'name'>) => `${table.name}_mutation_response`;

/** The enum value `update_columns` offers when the role may update no column (Hasura's placeholder). */
export const UPDATE_COLUMN_PLACEHOLDER = '_PLACEHOLDER';

/** Columns `_inc` applies to. */
export function incrementable(columns: readonly ColumnModel[]): ColumnModel[] {
  return columns.filter((c) => c.pgType === 'integer' || c.pgType === 'bigint' || c.pgType === 'numeric');
}

/** A table mutation field, parsed; `changesNothing` when no statement is needed (`objects: []`, nothing to set). */
export interface ParsedTableMutation {
  mutation: TableMutation;
  changesNothing: boolean;
}

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;
type ColumnValues = Map<ColumnModel, unknown>;

/** Parsers of one table's mutation arguments, built once per role. */
interface TableInputs {
  where: InputParser<BoolExp>;
  insertObject: InputParser<ColumnValues> | undefined;
  onConflict: InputParser<ParsedOnConflict> | undefined;
  set: InputParser<ColumnValues> | undefined;
  inc: InputParser<ColumnValues> | undefined;
  pkColumns: InputParser<ColumnValues> | undefined;
}

interface ParsedOnConflict {
  constraint: string;
  updateColumns: ColumnModel[];
  where: BoolExp | undefined;
}

export interface TableMutationParser {
  parse(ctx: ParseContext, field: CollectedField, fragments: Fragments): ParsedTableMutation;
}

export function tableMutationParser(field: MutationFieldModel): TableMutationParser {
  const inputs = tableInputs(field.model);
  return {
    parse(ctx, collected, fragments) {
      switch (field.kind) {
        case 'insert':
        case 'insert_one':
          return parseInsert(ctx, field, inputs, collected, fragments);
        case 'update':
        case 'update_by_pk':
          return parseUpdate(ctx, field, inputs, collected, fragments);
        case 'delete':
        case 'delete_by_pk':
          return parseDelete(ctx, field, inputs, collected, fragments);
      }
    },
  };
}

const inputsByModel = new WeakMap<MutationTableModel, TableInputs>();

function tableInputs(model: MutationTableModel): TableInputs {
  let inputs = inputsByModel.get(model);
  if (inputs) return inputs;
  const table = model.table;
  const columnsObject = (typeName: string, columns: readonly ColumnModel[]): InputParser<ColumnValues> =>
    objectParser(
      typeName,
      () => columns.map((column) => fieldOptional(column.name, writeValueParser(column))),
      (values) => new Map(columns.filter((c) => values.has(c.name)).map((c) => [c, values.get(c.name)])),
    );
  const where = boolExpParser(table);
  const updateColumns = model.update?.columns ?? [];
  const updateColumn = enumParser<ColumnModel | undefined>(
    updateColumnTypeName(table),
    updateColumns.length > 0 ? updateColumns.map((c) => [c.name, c] as const) : [[UPDATE_COLUMN_PLACEHOLDER, undefined]],
  );
  const constraint = model.primaryKeyConstraint;
  const pk = table.primaryKey;
  inputs = {
    where,
    insertObject: model.insert && columnsObject(insertInputTypeName(table), model.insert.columns),
    onConflict:
      model.insert && constraint
        ? objectParser(
            onConflictTypeName(table),
            (): InputField<unknown>[] => [
              fieldRequired('constraint', enumParser(constraintTypeName(table), [[constraint.name, constraint.name]])),
              fieldOptional('update_columns', list(updateColumn)),
              fieldOptional('where', nullable(where)),
            ],
            (values) => {
              const chosen = (values.get('update_columns') as (ColumnModel | undefined)[] | undefined) ?? [];
              if (chosen.some((c) => c === undefined)) throw new ParseFailure('erroneous column name');
              return {
                constraint: values.get('constraint') as string,
                updateColumns: chosen as ColumnModel[],
                where: values.get('where') as BoolExp | undefined,
              };
            },
          )
        : undefined,
    set: updateColumns.length > 0 ? columnsObject(setInputTypeName(table), updateColumns) : undefined,
    inc: incrementable(updateColumns).length > 0 ? columnsObject(incInputTypeName(table), incrementable(updateColumns)) : undefined,
    pkColumns: pk
      ? objectParser(
          pkColumnsInputTypeName(table),
          () => pk.map((column) => fieldRequired(column.name, columnValueParser(column))),
          (values) => new Map(pk.map((c) => [c, values.get(c.name)])),
        )
      : undefined,
  };
  inputsByModel.set(model, inputs);
  return inputs;
}

/** A failure found while building a parsed value; reported at the path of the value. */
class ParseFailure extends Error {}

/** A value written to a column: null is SQL NULL where the column allows it. */
function writeValueParser(column: ColumnModel): InputParser<unknown> {
  const value = columnValueParser(column);
  if (!column.nullable) return value;
  const type = nullableType(value.type);
  return {
    type,
    parse(ctx, input) {
      const peeled = peelVariable(ctx, input, type);
      return isNull(peeled) ? null : value.parse(ctx, peeled);
    },
  };
}

/** Parses the field's arguments at `…args`; a ParseFailure thrown by a builder is reported there too. */
function parseArguments(ctx: ParseContext, field: MutationFieldModel, collected: CollectedField, fields: InputField<unknown>[]) {
  checkArgumentNames(ctx, field.name, collected.node, new Set(fields.map((f) => f.name)));
  return ctx.withKey('args', () => {
    try {
      return parseFields(ctx, field.name, fields, argumentEntries(collected.node));
    } catch (error) {
      if (error instanceof ParseFailure) throw ctx.error(error.message);
      throw error;
    }
  });
}

function parseInsert(
  ctx: ParseContext,
  field: MutationFieldModel,
  inputs: TableInputs,
  collected: CollectedField,
  fragments: Fragments,
): ParsedTableMutation {
  const { table, insert } = field.model;
  if (!insert || !inputs.insertObject) throw new Error(`${field.name}: no insert permission`);
  const one = field.kind === 'insert_one';
  const objectsArg = one ? 'object' : 'objects';
  const args: InputField<unknown>[] = [];
  if (inputs.onConflict) args.push(fieldOptional('on_conflict', nullable(inputs.onConflict)));
  args.push(one ? fieldRequired(objectsArg, inputs.insertObject) : fieldRequired(objectsArg, list(inputs.insertObject)));
  const values = parseArguments(ctx, field, collected, args);

  const objects = (one ? [values.get('object')] : values.get('objects')) as ColumnValues[];
  const presets = presetValues(ctx.session, insert.presets);
  const used = new Set<ColumnModel>([...presets.keys(), ...objects.flatMap((o) => [...o.keys()])]);
  const all = [...table.allColumnsByName.values()];
  // With no column given at all, every row is all defaults: any one column says so (`VALUES (DEFAULT)`).
  const columns = used.size > 0 ? all.filter((c) => used.has(c)) : all.slice(0, 1);
  const rows = objects.map((object) =>
    columns.map((column): WriteValue => {
      if (presets.has(column)) return { kind: 'value', value: presets.get(column) };
      return object.has(column) ? { kind: 'value', value: object.get(column) } : { kind: 'default' };
    }),
  );

  const conflict = values.get('on_conflict') as ParsedOnConflict | undefined;
  const mutation: InsertMutation = {
    kind: 'insert',
    table,
    columns,
    rows,
    check: permissionFilter(table, insert.check, ctx.session),
    onConflict: conflict && onConflictOf(ctx.session, field.model, conflict),
    readFilter: permissionFilter(table, table.filter, ctx.session),
    output: one ? singleOutput(ctx, table, collected, fragments) : responseOutput(ctx, table, collected, fragments),
    errorPath: formatPath(['selectionSet', field.name, 'args', objectsArg]),
  };
  return { mutation, changesNothing: rows.length === 0 };
}

function onConflictOf(session: Session, model: MutationTableModel, conflict: ParsedOnConflict): OnConflict {
  const update = model.update;
  const presets = update ? presetValues(session, update.presets) : new Map<ColumnModel, unknown>();
  const permission = update ? permissionFilter(model.table, update.filter, session) : TRUE;
  return {
    constraint: conflict.constraint,
    updateColumns: conflict.updateColumns,
    presets: [...presets].map(([column, value]) => ({ column, value })),
    filter: conflict.where ? and([permission, conflict.where]) : permission,
    updateCheck: update?.check ? permissionFilter(model.table, update.check, session) : TRUE,
  };
}

function parseUpdate(
  ctx: ParseContext,
  field: MutationFieldModel,
  inputs: TableInputs,
  collected: CollectedField,
  fragments: Fragments,
): ParsedTableMutation {
  const { table, update } = field.model;
  if (!update) throw new Error(`${field.name}: no update permission`);
  const byPk = field.kind === 'update_by_pk';
  const args: InputField<unknown>[] = [];
  if (inputs.inc) args.push(fieldOptional('_inc', nullable(inputs.inc)));
  if (inputs.set) args.push(fieldOptional('_set', nullable(inputs.set)));
  if (byPk) args.push(fieldRequired('pk_columns', inputs.pkColumns as InputParser<ColumnValues>));
  else args.push(fieldRequired('where', inputs.where));
  const values = parseArguments(ctx, field, collected, args);

  const set = (values.get('_set') as ColumnValues | undefined) ?? new Map();
  const inc = (values.get('_inc') as ColumnValues | undefined) ?? new Map();
  const twice = [...set.keys()].filter((c) => inc.has(c));
  if (twice.length > 0) {
    throw ctx.withKey('args', () => ctx.error(`Column found in multiple operators: ${twice.map((c) => `"${c.name}"`).join(', ')}.`));
  }
  const operations: UpdateOperation[] = [
    ...[...presetValues(ctx.session, update.presets)].map(([column, value]) => ({ column, op: 'set' as const, value })),
    ...[...set].map(([column, value]) => ({ column, op: 'set' as const, value })),
    ...[...inc].map(([column, value]) => ({ column, op: 'inc' as const, value })),
  ];
  const rows = byPk ? pkMatch(values.get('pk_columns') as ColumnValues) : (values.get('where') as BoolExp);
  const mutation: TableMutation = {
    kind: 'update',
    table,
    operations,
    filter: and([permissionFilter(table, update.filter, ctx.session), rows]),
    check: update.check ? permissionFilter(table, update.check, ctx.session) : TRUE,
    readFilter: permissionFilter(table, table.filter, ctx.session),
    output: byPk ? singleOutput(ctx, table, collected, fragments) : responseOutput(ctx, table, collected, fragments),
    errorPath: '$',
  };
  // Hasura answers an update with nothing to set without running one.
  return { mutation, changesNothing: operations.length === 0 };
}

function parseDelete(
  ctx: ParseContext,
  field: MutationFieldModel,
  inputs: TableInputs,
  collected: CollectedField,
  fragments: Fragments,
): ParsedTableMutation {
  const { table } = field.model;
  const permission = field.model.delete;
  if (!permission) throw new Error(`${field.name}: no delete permission`);
  const byPk = field.kind === 'delete_by_pk';
  const pk = table.primaryKey ?? [];
  const args: InputField<unknown>[] = byPk
    ? pk.map((column) => fieldRequired(column.name, columnValueParser(column)))
    : [fieldRequired('where', inputs.where)];
  const values = parseArguments(ctx, field, collected, args);
  const rows = byPk ? pkMatch(new Map(pk.map((c) => [c, values.get(c.name)]))) : (values.get('where') as BoolExp);
  const mutation: TableMutation = {
    kind: 'delete',
    table,
    filter: and([permissionFilter(table, permission.filter, ctx.session), rows]),
    readFilter: permissionFilter(table, table.filter, ctx.session),
    output: byPk ? singleOutput(ctx, table, collected, fragments) : responseOutput(ctx, table, collected, fragments),
    errorPath: '$',
  };
  return { mutation, changesNothing: false };
}

function pkMatch(values: ColumnValues): BoolExp {
  return and([...values].map(([column, value]): BoolExp => ({ kind: 'compare', column, op: '_eq', value })));
}

/** `insert_t_one`, `…_by_pk`: the row, selected like `t_by_pk`. */
function singleOutput(ctx: ParseContext, table: TableModel, field: CollectedField, fragments: Fragments): MutationOutput {
  return { kind: 'single', fields: parseSelectionSet(ctx, table, field, fragments) };
}

const NO_ARGUMENTS: ReadonlySet<string> = new Set();

/** `t_mutation_response { affected_rows returning { … } }` */
function responseOutput(ctx: ParseContext, table: TableModel, field: CollectedField, fragments: Fragments): MutationOutput {
  const typeName = mutationResponseTypeName(table);
  return ctx.withKey('selectionSet', () => {
    if (!field.hasSelectionSet) throw ctx.error(`missing selection set for '${typeName}'`);
    const fields = collectFields(ctx, typeName, field.selections, fragments).map((child): MutationResponseField => {
      if (child.name === '__typename') return { key: child.key, kind: 'typename', typename: typeName };
      return ctx.withKey(child.name, (): MutationResponseField => {
        checkArgumentNames(ctx, child.name, child.node, NO_ARGUMENTS);
        if (child.name === 'affected_rows') {
          if (child.hasSelectionSet) throw ctx.error('unexpected subselection set for non-object field');
          return { key: child.key, kind: 'affected_rows' };
        }
        if (child.name === 'returning') return { key: child.key, kind: 'returning', fields: parseSelectionSet(ctx, table, child, fragments) };
        throw ctx.error(`field '${child.name}' not found in type: '${typeName}'`);
      });
    });
    return { kind: 'response', fields };
  });
}

const SESSION_VARIABLE = /^x-hasura-/i;

/**
 * A permission's column presets with session variables (`"X-Hasura-User-Id"`) replaced by the
 * request's values, each checked against its column's type.
 */
function presetValues(session: Session, presets: ReadonlyMap<ColumnModel, unknown>): ColumnValues {
  const ctx = new ParseContext(new Map(), session);
  const values: ColumnValues = new Map();
  for (const [column, preset] of presets) {
    let value = preset;
    if (typeof preset === 'string' && SESSION_VARIABLE.test(preset)) {
      value = session.variables[preset.toLowerCase()];
      if (value === undefined) throw new GraphqlRequestError(`missing session variable: "${preset.toLowerCase()}"`, 'not-found');
    }
    values.set(column, value === null ? null : toPgParameter(ctx, column.pgType, value));
  }
  return values;
}
