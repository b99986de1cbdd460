import type { ActionDeclaration, NamedType, TypeRef } from '@/lib/actions/declareAction';
import { typeText } from '@/lib/actions/declareAction';
import type { ActionMetadata } from '../engine/registry/types';

/**
 * The registry's action metadata (Hasura `actions` + `custom_types`) printed from the declarations of
 * lib/actions: the argument lists, output types and permissions, and the SDL of every enum, input and
 * output type they name.
 */

function namedTypeOf(type: TypeRef): NamedType | undefined {
  if (typeof type === 'string') return undefined;
  if (type.kind === 'non-null' || type.kind === 'list') return namedTypeOf(type.of);
  return type;
}

const described = (text: string, description: string | undefined) => (description === undefined ? text : `${JSON.stringify(description)} ${text}`);

function argumentsText(action: ActionDeclaration): string {
  const args = Object.entries(action.args).map(([name, arg]) => described(`${name}: ${typeText(arg.type)}`, arg.description));
  return (action.idempotent ? ['idempotency_key: uuid!', ...args] : args).join(', ');
}

export function actionMetadata(action: ActionDeclaration): ActionMetadata {
  return {
    name: action.name,
    definition: { type: action.kind, arguments: argumentsText(action), output_type: typeText(action.output) },
    permissions: action.roles.map((role) => ({ role })),
  };
}

/** Every named type, each after the types it is first reached from: enums, then inputs, then outputs, in the order the actions' arguments and then their outputs name them. */
function namedTypes(actions: readonly ActionDeclaration[]): NamedType[] {
  const found = new Map<string, NamedType>();
  const visit = (type: TypeRef) => {
    const named = namedTypeOf(type);
    if (named === undefined || found.has(named.name)) return;
    found.set(named.name, named);
    if (named.kind === 'input') for (const arg of Object.values(named.args)) visit(arg.type);
    if (named.kind === 'object') for (const field of Object.values(named.fields)) visit(field.type);
  };
  for (const action of actions) for (const arg of Object.values(action.args)) visit(arg.type);
  for (const action of actions) visit(action.output);
  const kinds: NamedType['kind'][] = ['enum', 'input', 'object'];
  return kinds.flatMap((kind) => [...found.values()].filter((type) => type.kind === kind));
}

const blockDescription = (description: string | undefined, indent: string) => (description === undefined ? '' : `${indent}"""${description}"""\n`);

function typeSdl(type: NamedType): string {
  const members =
    type.kind === 'enum'
      ? type.values.map((value) => `  ${value}\n`)
      : Object.entries<{ type: TypeRef; description?: string }>(type.kind === 'input' ? type.args : type.fields).map(
          ([name, field]) => `${blockDescription(field.description, '  ')}  ${name}: ${typeText(field.type)}\n`,
        );
  const keyword = type.kind === 'object' ? 'type' : type.kind;
  return `${blockDescription(type.description, '')}${keyword} ${type.name} {\n${members.join('')}}\n`;
}

/** The SDL of the types the actions use, as Hasura's `custom_types` holds it. */
export function customTypesSdl(actions: readonly ActionDeclaration[]): string {
  return `\n${namedTypes(actions).map(typeSdl).join('\n')}`;
}
