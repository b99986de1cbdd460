import { Kind, print, type FieldNode, type FragmentDefinitionNode, type SelectionNode } from 'graphql';
import type { ParseContext } from '../parse/context';
import { checkDirectives, isIncluded, type DirectivePlace } from './directives';

/** A response key with the field it names; selections of every occurrence of the key are merged. */
export interface CollectedField {
  /** Alias if given, else the field name: the key in the response. */
  key: string;
  name: string;
  /** The first occurrence, whose arguments apply (every occurrence has the same). */
  node: FieldNode;
  /** Sub-selections of all occurrences, in order. */
  selections: SelectionNode[];
  hasSelectionSet: boolean;
}

const PLACES: Readonly<Record<SelectionNode['kind'], DirectivePlace>> = {
  [Kind.FIELD]: 'a field',
  [Kind.FRAGMENT_SPREAD]: 'a fragment spread',
  [Kind.INLINE_FRAGMENT]: 'an inline fragment',
};

/**
 * Flattens a selection set on `typeName` into its fields, as Hasura's `collectFields`: spreads fragments
 * whose type condition is the type (any other condition never applies: no error, as in Hasura), drops
 * fields under `@skip(if: true)` / `@include(if: false)`, and merges repeated response keys, which must
 * name the same field with the same arguments. Sub-selections are merged one level at a time, as each
 * level is collected when it is parsed. Errors are Hasura's, at the selection set's path.
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
      checkDirectives(selection.directives, PLACES[selection.kind], (message) =>
        selection.kind === Kind.FIELD ? ctx.withKey(selection.name.value, () => ctx.error(message)) : ctx.error(message),
      );
      if (!isIncluded(ctx, selection.directives)) continue;
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const existing = byKey.get(key);
        const children = selection.selectionSet?.selections ?? [];
        if (existing) {
          checkMergeable(ctx, key, existing.node, selection);
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

/** Two selections under one response key: Hasura's `mergeFields` wants the same field with the same arguments. */
function checkMergeable(ctx: ParseContext, key: string, first: FieldNode, next: FieldNode): void {
  if (first.name.value !== next.name.value) {
    throw ctx.error(`selection of both "${first.name.value}" and "${next.name.value}" specify the same response name, "${key}"`);
  }
  if (argumentsText(first) !== argumentsText(next)) {
    throw ctx.error(`inconsistent arguments between multiple selections of field "${first.name.value}"`);
  }
}

/** A field's arguments in a canonical text: in name order (their order does not matter), values printed. */
function argumentsText(field: FieldNode): string {
  const args = (field.arguments ?? []).map((argument) => `${argument.name.value}:${print(argument.value)}`);
  return args.sort().join(',');
}
