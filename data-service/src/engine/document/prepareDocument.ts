import {
  Kind,
  parse,
  UniqueArgumentNamesRule,
  UniqueInputFieldNamesRule,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { GraphqlRequestError } from '../errors';
import { deepestLiteral } from '../limits/inputDepth';
import { checkDirectives, documentError } from '../request/directives';
import { checkFragmentSpreads } from './fragmentChecks';
import { checkOperationVariables } from './variableChecks';
import { measureCost, type OperationCost } from './operationCost';
import { rootFields } from './rootFields';
import { selectionFold } from './selectionFold';

/**
 * A query text parsed and checked once, then cached: the operations, the fragments, and how deep
 * each operation nests.
 */
export interface PreparedDocument {
  document: DocumentNode;
  operations: readonly OperationDefinitionNode[];
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  depth: ReadonlyMap<OperationDefinitionNode, OperationDepth>;
  cost: ReadonlyMap<OperationDefinitionNode, OperationCost>;
  /** The variables each operation uses (its fragments' included): a request may send values for those only. */
  usedVariables: ReadonlyMap<OperationDefinitionNode, ReadonlySet<string>>;
}

/** Refused right after parsing, before validation (whose work grows with the number of fields). */
export interface DocumentLimits {
  maxRootFields: number;
  maxAliases: number;
  maxInputDepth: number;
}

export interface OperationDepth {
  /** Deepest nesting under data root fields (a root field with scalar children is 2). */
  data: number;
  /** Deepest nesting under `__schema` / `__type`, which is deep by nature (type → ofType → …). */
  introspection: number;
}

/**
 * The document is checked as Hasura checks it, in its words: fragment spreads and variables
 * (fragmentChecks.ts, variableChecks.ts), directives on operations, fragment definitions and variables
 * here, and the rest as each selection set is parsed (collectFields: directives on selections, fields
 * merged under one response key; the parsers: unknown fields, arguments and values). As in Hasura, a
 * fragment whose type condition does not match never applies (no error), a fragment defined twice is its
 * last definition, the first operation of a repeated name is the one run, and unused variables and
 * fragments are accepted. graphql-js still refuses a repeated argument or input field name, which
 * Hasura's parser would read as one of the two.
 */
const STRUCTURAL_RULES = [UniqueArgumentNamesRule, UniqueInputFieldNamesRule];

/** Caps the parser's work on hostile input before any validation runs. */
const MAX_TOKENS = 20_000;

export function prepareDocument(schema: GraphQLSchema, query: string, limits: DocumentLimits): PreparedDocument {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true, maxTokens: MAX_TOKENS });
  } catch (error) {
    // graphql-js parses recursively: thousands of nested braces within the token cap exhaust the stack.
    if (error instanceof RangeError) throw new GraphqlRequestError('the query nests too deeply', 'input-too-deep', '$.query');
    throw new GraphqlRequestError('not a valid graphql query', 'validation-failed', '$.query');
  }
  const operations: OperationDefinitionNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    // Hasura's parser reads executable documents only: a type definition is a syntax error there.
    else throw new GraphqlRequestError('not a valid graphql query', 'validation-failed', '$.query');
  }
  const cost = new Map(operations.map((op) => [op, measureCost(op, fragments)]));
  checkLimits(document, [...cost.values()], limits);

  checkFragmentSpreads(operations, fragments);
  const usedVariables = checkOperationVariables(operations, fragments);
  checkDocumentDirectives(operations, fragments);
  const errors = validate(schema, document, STRUCTURAL_RULES, { maxErrors: 1 });
  if (errors.length > 0) throw new GraphqlRequestError(errors[0].message, 'validation-failed', '$');
  const depth = new Map(operations.map((op) => [op, measureDepth(op.selectionSet, fragments)]));
  return { document, operations, fragments, depth, cost, usedVariables };
}

const OPERATION_PLACES = { query: 'a query', mutation: 'a mutation', subscription: 'a subscription' } as const;

/** Directives outside selection sets: none is allowed there (collectFields checks the ones on selections). */
function checkDocumentDirectives(operations: readonly OperationDefinitionNode[], fragments: ReadonlyMap<string, FragmentDefinitionNode>): void {
  for (const operation of operations) {
    checkDirectives(operation.directives, OPERATION_PLACES[operation.operation], documentError);
    for (const variable of operation.variableDefinitions ?? []) checkDirectives(variable.directives, 'a variable definition', documentError);
  }
  for (const fragment of fragments.values()) checkDirectives(fragment.directives, 'a fragment definition', documentError);
}

function checkLimits(document: DocumentNode, costs: readonly OperationCost[], limits: DocumentLimits): void {
  const rootFields = Math.max(0, ...costs.map((cost) => cost.rootFields));
  if (rootFields > limits.maxRootFields) {
    throw new GraphqlRequestError(
      `the operation asks for ${rootFields} root fields; at most ${limits.maxRootFields} are allowed (aliases count)`,
      'too-many-root-fields',
      '$.query',
    );
  }
  const aliases = Math.max(0, ...costs.map((cost) => cost.aliases));
  if (aliases > limits.maxAliases) {
    const message = `the operation has ${aliases} aliased fields with sub-selections; at most ${limits.maxAliases} are allowed`;
    throw new GraphqlRequestError(message, 'too-many-aliases', '$.query');
  }
  if (deepestLiteral(document, limits.maxInputDepth) > limits.maxInputDepth) {
    throw new GraphqlRequestError(`an argument value nests deeper than ${limits.maxInputDepth} levels`, 'input-too-deep', '$.query');
  }
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

function measureDepth(root: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): OperationDepth {
  // Depth of a selection set: 1 for a level of leaves; fragments add no level of their own.
  const depthOf = selectionFold(fragments, (_field, inner) => 1 + inner, Math.max);

  const result: OperationDepth = { data: 0, introspection: 0 };
  for (const field of rootFields(root, fragments)) {
    const depth = 1 + (field.selectionSet ? depthOf(field.selectionSet) : 0);
    if (INTROSPECTION_ROOTS.has(field.name.value)) result.introspection = Math.max(result.introspection, depth);
    else result.data = Math.max(result.data, depth);
  }
  return result;
}
