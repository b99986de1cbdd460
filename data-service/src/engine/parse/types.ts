import { Kind, type TypeNode } from 'graphql';

/**
 * GraphQL input types as the parsers need them: to render in messages (`[String!]`) and to check
 * that a variable fits where it is used.
 */
export type GType =
  | { kind: 'named'; name: string; nonNull: boolean }
  | { kind: 'list'; of: GType; nonNull: boolean };

export const named = (name: string, nonNull = true): GType => ({ kind: 'named', name, nonNull });
export const listOf = (of: GType, nonNull = true): GType => ({ kind: 'list', of, nonNull });
export const nullableType = (type: GType): GType => ({ ...type, nonNull: false });

export function renderType(type: GType): string {
  const base = type.kind === 'named' ? type.name : `[${renderType(type.of)}]`;
  return type.nonNull ? `${base}!` : base;
}

export function typeFromAst(node: TypeNode): GType {
  switch (node.kind) {
    case Kind.NON_NULL_TYPE:
      return { ...typeFromAst(node.type), nonNull: true };
    case Kind.LIST_TYPE:
      return listOf(typeFromAst(node.type), false);
    default:
      return named(node.name.value, false);
  }
}

/**
 * May a variable of `variableType` be used where `locationType` is expected? GraphQL's rule
 * (§5.8.5) as Hasura applies it: a nullable variable fits a non-null place only when either side
 * has a non-null default.
 */
export function isVariableUsageAllowed(
  locationType: GType,
  variableType: GType,
  locationHasDefault: boolean,
  variableHasNonNullDefault: boolean,
): boolean {
  const compatible = (location: GType, variable: GType): boolean => {
    if (location.nonNull && !variable.nonNull) return false;
    if (location.kind === 'list' && variable.kind === 'list') return compatible(location.of, variable.of);
    if (location.kind === 'named' && variable.kind === 'named') return location.name === variable.name;
    return false;
  };
  const relaxed = (type: GType): GType => ({ ...type, nonNull: false });
  if (!locationType.nonNull || variableType.nonNull) return compatible(locationType, variableType);
  if (locationHasDefault || variableHasNonNullDefault) return compatible(relaxed(locationType), relaxed(variableType));
  return false;
}
