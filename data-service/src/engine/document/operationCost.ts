import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { selectionFold } from './selectionFold';

/** What an operation asks the service to do, measured on the parsed text before anything else. */
export interface OperationCost {
  /** Distinct response keys at the root: each is one SQL statement or one action call. */
  rootFields: number;
  /**
   * Aliased fields with a selection of their own (a relationship, a list, an action's answer), anywhere,
   * a fragment's counted once per spread: how far aliases multiply the work. An aliased column only
   * repeats a value of a row already read, and the answer's size bounds that.
   */
  aliases: number;
}

export function measureCost(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): OperationCost {
  return { rootFields: rootKeys(operation.selectionSet, fragments).size, aliases: countAliases(operation.selectionSet, fragments) };
}

function rootKeys(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): Set<string> {
  const keys = new Set<string>();
  const spread = new Set<string>(); // a fragment's keys are the same each time, and a cycle must end
  const visitSet = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) keys.add(selection.alias?.value ?? selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visitSet(selection.selectionSet);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visitSet(fragment.selectionSet);
      }
    }
  };
  visitSet(root);
  return keys;
}

function countAliases(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): number {
  const aliasesIn = selectionFold(fragments, (field, inner) => (field.selectionSet ? (field.alias ? 1 : 0) + inner : 0), (a, b) => a + b);
  return aliasesIn(root);
}
