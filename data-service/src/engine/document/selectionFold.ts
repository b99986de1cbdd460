import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * A number measured over selection sets, following fragments: a field gives `ofField(field, inner)`
 * (`inner`: the measure of its own selection set, 0 for a leaf); an inline fragment or a fragment spread
 * gives its selections' measure, a named fragment measured once however often it is spread (a cycle,
 * refused later by validation, gives 0); the values of one set are joined with `join`, from 0. The returned
 * function keeps the fragments' measures between calls.
 */
export function selectionFold(
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ofField: (field: FieldNode, inner: number) => number,
  join: (a: number, b: number) => number,
): (set: SelectionSetNode) => number {
  const perFragment = new Map<string, number>();
  const fold = (set: SelectionSetNode): number => {
    let value = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        value = join(value, ofField(selection, selection.selectionSet ? fold(selection.selectionSet) : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        value = join(value, fold(selection.selectionSet));
      } else {
        const name = selection.name.value;
        if (!perFragment.has(name)) {
          perFragment.set(name, 0); // guards the recursion through a cycle
          const fragment = fragments.get(name);
          perFragment.set(name, fragment ? fold(fragment.selectionSet) : 0);
        }
        value = join(value, perFragment.get(name) ?? 0);
      }
    }
    return value;
  };
  return fold;
}
