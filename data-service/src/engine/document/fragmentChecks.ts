import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { GraphqlRequestError } from '../errors';

/**
 * Hasura's checks of fragment spreads, in its words (Hasura.GraphQL.Execute.Inline, where it inlines
 * fragments): following each operation's spreads in document order, a spread must name a defined fragment
 * (`reference to undefined fragment "F"`) and a fragment must not reach itself again (`the fragment
 * definition(s) "F" and "G" form a cycle`, from the fragment spread again to the last one entered). As
 * Hasura, a fragment no operation uses is not looked at.
 */
export function checkFragmentSpreads(
  operations: readonly OperationDefinitionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): void {
  const checked = new Set<string>();
  // `entered`: the fragments being followed, outermost first.
  const visit = (selectionSet: SelectionSetNode, entered: readonly string[]): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind !== Kind.FRAGMENT_SPREAD) {
        if (selection.selectionSet) visit(selection.selectionSet, entered);
        continue;
      }
      const name = selection.name.value;
      if (checked.has(name)) continue;
      const again = entered.indexOf(name);
      if (again >= 0) {
        const cycle = [name, ...entered.slice(again + 1)].map((fragment) => `"${fragment}"`);
        throw new GraphqlRequestError(`the fragment definition(s) ${englishList(cycle)} form a cycle`, 'validation-failed', '$');
      }
      const definition = fragments.get(name);
      if (!definition) throw new GraphqlRequestError(`reference to undefined fragment "${name}"`, 'validation-failed', '$');
      visit(definition.selectionSet, [...entered, name]);
      checked.add(name);
    }
  };
  for (const operation of operations) visit(operation.selectionSet, []);
}

/** "a", "a and b", "a, b, and c": Hasura's englishList with "and". */
function englishList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}
