import { GraphqlRequestError } from '../errors';
import type { BoolExp, ComparisonOp } from '../ir';
import type { CatalogRelationship, CatalogTable } from '../modelTypes';
import type { BoolExpJson, PgType } from '../registry/types';
import { comparisonOperators } from './comparisonOperators';
import { ParseContext, type Session } from './context';
import { toPgParameter } from './columnValue';
import type { PlanTrace } from './planTrace';

/**
 * A permission filter from the registry (a Hasura boolean expression in metadata JSON) as IR.
 * A string value naming a session variable (`"X-Hasura-User-Id"`) takes that variable's value from
 * the request's session. Filters may name columns the role cannot select, and traverse relationships
 * (`{ claim: { agent_id: { _eq: "X-Hasura-User-Id" } } }`: some related row matches) to any table, with
 * no permission of the related table applied — as in Hasura.
 */
export function permissionFilter(table: CatalogTable, filter: BoolExpJson, session: Session, trace?: PlanTrace<ParseContext>): BoolExp {
  const ctx = new ParseContext(new Map(), session, [], trace);
  return walk(ctx, table, filter, `${table.schema}.${table.name} filter`);
}

/**
 * Checks a filter's shape — columns, relationships, operators — without a session, so a registry
 * mistake stops the start instead of failing requests. Values are checked per request.
 */
export function checkPermissionFilter(table: CatalogTable, filter: BoolExpJson, where: string): void {
  walk(undefined, table, filter, where);
}

/** Without `ctx`, only the shape is walked (values are left unresolved). */
function walk(ctx: ParseContext | undefined, table: CatalogTable, json: unknown, where: string): BoolExp {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new Error(`registry: ${where}: expected an object`);
  }
  const items: BoolExp[] = [];
  for (const [key, value] of Object.entries(json)) {
    if (key === '_and' || key === '_or') {
      if (!Array.isArray(value)) throw new Error(`registry: ${where}: ${key} takes a list`);
      items.push({ kind: key === '_and' ? 'and' : 'or', items: value.map((v) => walk(ctx, table, v, where)) });
    } else if (key === '_not') {
      items.push({ kind: 'not', item: walk(ctx, table, value, where) });
    } else if (table.allRelationships.has(key)) {
      const rel = table.allRelationships.get(key) as CatalogRelationship;
      const join = { table: { schema: rel.remote.schema, name: rel.remote.name }, mapping: rel.mapping };
      items.push({ kind: 'exists', join, filter: walk(ctx, rel.remote, value, `${where} → ${key}`) });
    } else {
      const column = table.allColumnsByName.get(key);
      if (!column) throw new Error(`registry: ${where}: unknown column or relationship ${key}`);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        throw new Error(`registry: ${where}: ${key} takes an operator object`);
      }
      const operators = new Map(comparisonOperators(column).map((o) => [o.op as string, o]));
      for (const [op, operand] of Object.entries(value)) {
        const operator = operators.get(op);
        if (!operator) throw new Error(`registry: ${where}: ${key}.${op} is not an operator for ${column.pgType}`);
        if (!ctx) continue;
        let parameter: unknown;
        if (operator.takes === 'boolean') {
          // The session's value decides the operator (IS NULL or IS NOT NULL): no cached plan can hold that.
          if (isSessionVariable(operand) && ctx.trace) ctx.trace.cacheable = false;
          const resolved = isSessionVariable(operand) ? sessionValue(ctx.session, operand) : operand;
          parameter = resolved === true || resolved === 'true';
        } else if (operator.takes === 'list' || operator.takes === 'textList') {
          const itemType = operator.takes === 'textList' ? 'text' : column.pgType;
          // A session variable holding a whole list is PostgreSQL's array text (`{1,2}`), cast in SQL.
          if (isSessionVariable(operand)) parameter = sessionParameter(ctx, operand);
          else if (!Array.isArray(operand)) throw new Error(`registry: ${where}: ${key}.${op} takes a list`);
          else {
            // A session variable inside a list would be a slot inside one parameter: not worth caching.
            if (ctx.trace && operand.some(isSessionVariable)) ctx.trace.cacheable = false;
            parameter = operand.map((item) => (isSessionVariable(item) ? sessionValue(ctx.session, item) : toPgParameter(ctx, itemType, item)));
          }
        } else parameter = operandParameter(ctx, operator.takes === 'text' ? 'text' : column.pgType, operand);
        items.push({ kind: 'compare', column, op: op as ComparisonOp, value: parameter });
      }
    }
  }
  return { kind: 'and', items };
}

const SESSION_VARIABLE = /^x-hasura-/i;

const isSessionVariable = (value: unknown): value is string => typeof value === 'string' && SESSION_VARIABLE.test(value);

/** A session variable's value as a parameter: under a plan trace, a slot that reads it from each request's session. */
function sessionParameter(ctx: ParseContext, name: string): unknown {
  const value = sessionValue(ctx.session, name);
  return ctx.trace ? ctx.trace.slot([], (request) => sessionValue(request.session, name), value) : value;
}

function sessionValue(session: Session, name: string): string {
  const value = session.variables[name.toLowerCase()];
  if (value === undefined) throw new GraphqlRequestError(`missing session variable: "${name.toLowerCase()}"`, 'not-found');
  return value;
}

/**
 * An operand as a query parameter. A literal is checked against the column's type; a session variable's
 * value, always text, goes as it is and PostgreSQL casts it to the column's type (the parameter's cast), as
 * Hasura does: `X-Hasura-User-Id` compared with an integer column is the integer it spells, and text that
 * is none fails there as a data exception.
 */
function operandParameter(ctx: ParseContext, pgType: PgType, operand: unknown): unknown {
  return isSessionVariable(operand) ? sessionParameter(ctx, operand) : toPgParameter(ctx, pgType, operand);
}
