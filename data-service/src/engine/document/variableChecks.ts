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
 * (fragmentChecks.ts), so every spread here names a fragment and none reaches itself. Returns, per
 * operation, the variables it uses: a request may send values for those only (operation.ts).
 */
export function checkOperationVariables(
  operations: readonly OperationDefinitionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Map<OperationDefinitionNode, ReadonlySet<string>> {
  const usedByOperation = new Map<OperationDefinitionNode, ReadonlySet<string>>();
  for (const operation of operations) {
    const defined = new Set<string>();
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      if (defined.has(name)) throw new GraphqlRequestError(`multiple definitions for variable "${name}"`, 'parse-failed', '$');
      defined.add(name);
    }
    const used = usedVariables(operation.selectionSet, fragments, new Set());
    const unbound = [...used].find((name) => !defined.has(name));
    if (unbound !== undefined) throw new GraphqlRequestError(`unbound variable "${unbound}"`, 'validation-failed', '$');
    usedByOperation.set(operation, used);
  }
  return usedByOperation;
}

/** The variables used under `selectionSet` and the fragments it spreads, in the order met (each fragment once). */
function usedVariables(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  entered: Set<string>,
): Set<string> {
  const used = new Set<string>();
  const spreads: string[] = [];
  visit(selectionSet, {
    Variable(node) {
      used.add(node.name.value);
    },
    FragmentSpread(node) {
      spreads.push(node.name.value);
    },
  });
  for (const name of spreads) {
    const fragment = fragments.get(name);
    if (!fragment || entered.has(name)) continue;
    entered.add(name);
    for (const variable of usedVariables(fragment.selectionSet, fragments, entered)) used.add(variable);
  }
  return used;
}
