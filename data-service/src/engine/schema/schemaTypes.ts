import type { GraphQLInputObjectType, GraphQLObjectType, GraphQLScalarType } from 'graphql';
import type { TableModel } from '../modelTypes';

/**
 * What the mutation and action parts of a role's schema need from the schema builder's type
 * registry (buildSchema.ts): the one instance of each shared type, so a name is defined once.
 */
export interface SchemaTypes {
  scalar(name: string): GraphQLScalarType;
  /** The row type `t`, as query fields return it. */
  tableObject(table: TableModel): GraphQLObjectType;
  /** `t_bool_exp` */
  boolExp(table: TableModel): GraphQLInputObjectType;
}
