import {
  visit,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { GraphqlRequestError } from '../errors';

/**
 * Hasura's checks of an operation's variables, in its words (Hasura.GraphQL.Execute.Resolve): a variable
 * defined twice (`multiple definitions for variable "v"`, parse-failed) and a variable used, in the
 * operation or a fragment it spreads, that the operation does not define (`unbound variable "v"`).
 * Defined variables nobody uses are accepted, as Hasura accepts them. Fragment spreads are checked first
 * (fragmentChecks.ts), so every spread here names a fragment and none reaches itself.
 */
export function checkOperationVariables(
  operations: readonly OperationDefinitionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): void {
  for (const operation of operations) {
    const defined = new Set<string>();
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      if (defined.has(name)) throw new GraphqlRequestError(`multiple definitions for variable "${name}"`, 'parse-failed', '$');
      defined.add(name);
    }
    const unbound = firstUnboundVariable(operation.selectionSet, defined, fragments, new Set());
    if (unbound !== undefined) throw new GraphqlRequestError(`unbound variable "${unbound}"`, 'validation-failed', '$');
  }
}

/** The first variable used under `selectionSet` (and the fragments it spreads) that is not `defined`. */
function firstUnboundVariable(
  selectionSet: SelectionSetNode,
  defined: ReadonlySet<string>,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  entered: Set<string>,
): string | undefined {
  let unbound: string | undefined;
  const spreads: string[] = [];
  visit(selectionSet, {
    Variable(node) {
      if (unbound === undefined && !defined.has(node.name.value)) unbound = node.name.value;
    },
    FragmentSpread(node) {
      spreads.push(node.name.value);
    },
  });
  if (unbound !== undefined) return unbound;
  for (const name of spreads) {
    const fragment = fragments.get(name);
    if (!fragment || entered.has(name)) continue;
    entered.add(name);
    const found = firstUnboundVariable(fragment.selectionSet, defined, fragments, entered);
    if (found !== undefined) return found;
  }
  return undefined;
}

