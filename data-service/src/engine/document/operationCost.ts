import type { FragmentDefinitionNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { rootFields } from './rootFields';
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
  const keys = new Set(rootFields(operation.selectionSet, fragments).map((field) => field.alias?.value ?? field.name.value));
  return { rootFields: keys.size, aliases: countAliases(operation.selectionSet, fragments) };
}

function countAliases(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): number {
  const aliasesIn = selectionFold(fragments, (field, inner) => (field.selectionSet ? (field.alias ? 1 : 0) + inner : 0), (a, b) => a + b);
  return aliasesIn(root);
}
