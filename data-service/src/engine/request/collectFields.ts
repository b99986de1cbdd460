import {
  Kind,
  type DirectiveNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { InputValue, ParseContext } from '../parse/context';
import { booleanParser, fieldRequired, parseFields } from '../parse/inputParsers';

/** A response key with the field it names; selections of every occurrence of the key are merged. */
export interface CollectedField {
  /** Alias if given, else the field name: the key in the response. */
  key: string;
  name: string;
  /** The first occurrence, whose arguments apply (validation made all occurrences agree). */
  node: FieldNode;
  /** Sub-selections of all occurrences, in order. */
  selections: SelectionNode[];
  hasSelectionSet: boolean;
}

/**
 * Flattens a selection set on `typeName` into its fields: spreads fragments whose type matches,
 * drops fields under `@skip(if: true)` / `@include(if: false)`, merges repeated response keys.
 */
export function collectFields(
  ctx: ParseContext,
  typeName: string,
  selections: readonly SelectionNode[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): CollectedField[] {
  const byKey = new Map<string, CollectedField>();
  const visit = (set: readonly SelectionNode[]) => {
    for (const selection of set) {
      if (!isIncluded(ctx, selection.directives ?? [])) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const existing = byKey.get(key);
        const children = selection.selectionSet?.selections ?? [];
        if (existing) {
          existing.selections.push(...children);
          existing.hasSelectionSet ||= selection.selectionSet !== undefined;
        } else {
          byKey.set(key, {
            key,
            name: selection.name.value,
            node: selection,
            selections: [...children],
            hasSelectionSet: selection.selectionSet !== undefined,
          });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!selection.typeCondition || selection.typeCondition.name.value === typeName) {
          visit(selection.selectionSet.selections);
        }
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment && fragment.typeCondition.name.value === typeName) visit(fragment.selectionSet.selections);
      }
    }
  };
  visit(selections);
  return [...byKey.values()];
}

const ifArgument = [fieldRequired('if', booleanParser)];

function isIncluded(ctx: ParseContext, directives: readonly DirectiveNode[]): boolean {
  for (const directive of directives) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const args = new Map<string, InputValue>((directive.arguments ?? []).map((a) => [a.name.value, { ast: a.value }]));
    const condition = parseFields(ctx, name, ifArgument, args).get('if') as boolean;
    if (name === 'skip' ? condition : !condition) return false;
  }
  return true;
}
