import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';

// Input values are parsed recursively (a `where` inside `_and` inside `_not` …); bounding their depth
// keeps a hostile value from exhausting the stack. Both measures stop one level past the limit.

/**
 * The deepest input literal in the document (arguments, directive arguments, variable defaults),
 * measured only up to `max + 1`, so a hostile literal costs no more than that to look at.
 */
export function deepestLiteral(document: DocumentNode, max: number): number {
  let deepest = 0;
  const measure = (value: ValueNode | undefined) => {
    if (value) deepest = Math.max(deepest, valueDepth(value, max + 1));
  };
  visit(document, {
    Argument: (node) => {
      measure(node.value);
      return false;
    },
    VariableDefinition: (node) => {
      measure(node.defaultValue);
      return false;
    },
  });
  return deepest;
}

/** A scalar is 1, `{ a: 1 }` is 2, `[{ a: 1 }]` is 3; measured no further than `limit`. */
function valueDepth(value: ValueNode, limit: number): number {
  if (limit <= 1) return 1;
  let children: readonly ValueNode[];
  if (value.kind === Kind.LIST) children = value.values;
  else if (value.kind === Kind.OBJECT) children = value.fields.map((field) => field.value);
  else return 1;
  let deepest = 0;
  for (const child of children) {
    deepest = Math.max(deepest, valueDepth(child, limit - 1));
    if (deepest >= limit - 1) break;
  }
  return 1 + deepest;
}

/** The depth of a variable's JSON value, as `valueDepth` counts it, measured no further than `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  if (limit <= 1 || value === null || typeof value !== 'object') return 1;
  let deepest = 0;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(child, limit - 1));
    if (deepest >= limit - 1) break;
  }
  return 1 + deepest;
}
