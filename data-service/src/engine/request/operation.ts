import { Kind, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import type { PreparedDocument } from '../document/prepareDocument';
import { GraphqlRequestError } from '../errors';
import type { InputValue, VariableBinding } from '../parse/context';
import { typeFromAst, type GType } from '../parse/types';

/** Picks the operation to run, with Hasura's messages when the name is missing or unknown. */
export function selectOperation(doc: PreparedDocument, operationName: string | undefined): OperationDefinitionNode {
  if (operationName !== undefined) {
    if (doc.operations.some((op) => !op.name)) {
      throw new GraphqlRequestError('operationName cannot be used when an anonymous operation exists in the document');
    }
    const found = doc.operations.find((op) => op.name?.value === operationName);
    if (!found) throw new GraphqlRequestError(`no such operation found in the document: "${operationName}"`);
    return found;
  }
  if (doc.operations.length !== 1) {
    throw new GraphqlRequestError(
      'exactly one operation has to be present in the document when operationName is not specified',
    );
  }
  return doc.operations[0];
}

/**
 * Binds the declared variables to the request's values. Only presence is checked here (as Hasura
 * does); each value is checked against the type of the place it is used, when that place is parsed.
 * A value for a variable the operation does not use (`used`: declared or not) is refused, in Hasura's
 * words (`Hasura.GraphQL.Execute.Resolve`): the client is sending something it thinks is read.
 */
export function bindVariables(
  operation: OperationDefinitionNode,
  supplied: Readonly<Record<string, unknown>>,
  used: ReadonlySet<string>,
): Map<string, VariableBinding> {
  const bindings = new Map<string, VariableBinding>();
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = declaredType(definition);
    const defaultValue = definition.defaultValue;
    let value: InputValue;
    if (Object.prototype.hasOwnProperty.call(supplied, name)) value = { json: supplied[name] };
    else if (defaultValue) value = { ast: defaultValue };
    else if (type.nonNull) {
      throw new GraphqlRequestError(`expecting a value for non-nullable variable: "${name}"`);
    } else value = { json: null };
    bindings.set(name, {
      name,
      type,
      value,
      hasNonNullDefault: defaultValue !== undefined && defaultValue.kind !== Kind.NULL,
    });
  }
  const unexpected = Object.keys(supplied).filter((name) => !used.has(name));
  if (unexpected.length > 0) throw new GraphqlRequestError(`unexpected variables in variableValues: ${unexpected.join(', ')}`);
  return bindings;
}

/** The variable's declared type, read once per (cached) document. */
const declaredTypes = new WeakMap<VariableDefinitionNode, GType>();

function declaredType(definition: VariableDefinitionNode): GType {
  let type = declaredTypes.get(definition);
  if (!type) {
    type = typeFromAst(definition.type);
    declaredTypes.set(definition, type);
  }
  return type;
}
