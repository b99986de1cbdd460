import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionNode } from 'graphql';
import { argumentFieldsOf } from '../actions/actionInput';
import type { ActionModel } from '../actions/actionModel';
import { parseOutputSelection } from '../actions/actionOutput';
import type { ActionPlan } from '../actions/runAction';
import type { RoleModel } from '../model';
import type { TableMutation } from '../mutationIr';
import { mutationFieldModels } from '../mutationModel';
import { collectFields, type CollectedField } from '../request/collectFields';
import type { ParseContext } from './context';
import { parseFields } from './inputParsers';
import type { QueryRootParser, RootPlan } from './queryRoot';
import { argumentEntries, checkArgumentNames } from './selection';
import { tableMutationParser, type TableMutationParser } from './tableMutation';

/** One root field of an operation that runs in a transaction: a query's fields, table mutations, actions. */
export type OperationPlan =
  | RootPlan
  | { key: string; kind: 'mutation'; mutation: TableMutation; changesNothing: boolean }
  | { key: string; kind: 'action'; action: ActionPlan };

export interface OperationParser {
  parse(ctx: ParseContext, selections: readonly SelectionNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>): OperationPlan[];
}

/** `mutation_root`: the role's table mutations and mutation actions, in document order. */
export function mutationRootParser(model: RoleModel): OperationParser {
  const tables = new Map<string, TableMutationParser>(
    mutationFieldModels(model.mutationTables).map((field) => [field.name, tableMutationParser(field)]),
  );
  const actions = new Map(model.actions.filter((a) => a.kind === 'mutation').map((a) => [a.name, a]));
  return {
    parse(ctx, selections, fragments) {
      const fields = collectFields(ctx, 'mutation_root', selections, fragments);
      return ctx.withKey('selectionSet', () =>
        fields.map((field): OperationPlan => {
          if (field.name === '__typename') return { key: field.key, kind: 'typename', typename: 'mutation_root' };
          return ctx.withKey(field.name, (): OperationPlan => {
            const action = actions.get(field.name);
            if (action) return { key: field.key, kind: 'action', action: parseActionField(ctx, action, field, fragments) };
            const table = tables.get(field.name);
            if (!table) throw ctx.error(`field '${field.name}' not found in type: 'mutation_root'`);
            return { key: field.key, kind: 'mutation', ...table.parse(ctx, field, fragments) };
          });
        }),
      );
    },
  };
}

/**
 * `query_root` of a role with query actions: actions are parsed here, every other field by the
 * query root's own parser, one field at a time, so the plans keep document order.
 */
export function queryRootWithActionsParser(model: RoleModel, queryRoot: QueryRootParser): OperationParser {
  const actions = new Map(model.actions.filter((a) => a.kind === 'query').map((a) => [a.name, a]));
  return {
    parse(ctx, selections, fragments) {
      return collectFields(ctx, 'query_root', selections, fragments).flatMap((field): OperationPlan[] => {
        const action = actions.get(field.name);
        if (action) {
          return ctx.withKey('selectionSet', () =>
            ctx.withKey(field.name, () => [{ key: field.key, kind: 'action', action: parseActionField(ctx, action, field, fragments) }]),
          );
        }
        return queryRoot.parse(ctx, [asSingleField(field)], fragments);
      });
    },
  };
}

/** The collected field as one field node: directives already applied, repeated selections merged. */
function asSingleField(field: CollectedField): FieldNode {
  return {
    ...field.node,
    directives: [],
    selectionSet: field.hasSelectionSet ? { kind: Kind.SELECTION_SET, selections: field.selections } : undefined,
  };
}

/** An action field: its arguments checked and turned into the handler's JSON input, and its selection. */
export function parseActionField(
  ctx: ParseContext,
  action: ActionModel,
  field: CollectedField,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): ActionPlan {
  const fields = argumentFieldsOf(action);
  checkArgumentNames(ctx, action.name, field.node, new Set(fields.map((f) => f.name)));
  const args = fields;
  const values = ctx.withKey('args', () => parseFields(ctx, action.name, args, argumentEntries(field.node)));
  const selection = parseOutputSelection(ctx, action.types, action.outputType, field, fragments);
  return { action, input: Object.fromEntries(values), selection };
}
