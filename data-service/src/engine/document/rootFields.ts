import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * The fields at an operation's root, in document order, through inline fragments and fragment spreads:
 * each named fragment once (its fields are the same each time, and a cycle must end), an undefined one
 * skipped (refused elsewhere). Directives are not applied: what a request may run, not what it runs.
 */
export function rootFields(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FieldNode[] {
  const fields: FieldNode[] = [];
  const spread = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(root);
  return fields;
}
