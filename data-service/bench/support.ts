import { parse, validate } from 'graphql';
import type { Queryable } from '../src/db/types';
import { defaultRegistry } from '../src/metadata/defaultRegistry';
import { createRoleRuntime } from '../src/engine/roleRuntime';
import { SUNLINE_NG } from '../src/seed/partners';

/** The partner every case runs for (a seeded one with postpaid allowed). */
export const BENCH_PARTNER = SUNLINE_NG;
/** The seeded demo agent's phone (PRODUCT.md "Seed"), as stored. */
export const DEMO_AGENT_PHONE = '+2348030000001';

/** Null when `query` is valid for `role` now; else why not (the piece it needs is not built yet). */
export function missingFromSchema(role: string, query: string): string | null {
  const { schema } = createRoleRuntime(defaultRegistry(), role, 1);
  const errors = validate(schema, parse(query));
  return errors.length === 0 ? null : `${role} schema: ${errors[0].message}`;
}

/** The seeded demo agent of the bench partner, or undefined before the demo seed exists. */
export async function demoAgent(db: Queryable): Promise<{ id: string; partner_id: string } | undefined> {
  const { rows } = await db.query<{ id: string; partner_id: string }>(
    'SELECT id, partner_id FROM public.agent WHERE partner_id = $1 AND phone = $2',
    [BENCH_PARTNER.id, DEMO_AGENT_PHONE],
  );
  return rows[0];
}

/** A response body `{"data":{<field>:<json>}}`, the JSON given as text (built by PostgreSQL) or a value. */
export const dataBody = (field: string, json: unknown) => `{"data":{"${field}":${typeof json === 'string' ? json : JSON.stringify(json)}}}`;
