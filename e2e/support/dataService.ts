import type { APIRequestContext } from '@playwright/test';
import { targetsDeployment } from './target';

/**
 * The data service the app under test talks to, for checking what a screen shows against the database.
 * A local run starts it on 18080 (playwright.config.ts); against a deployment set E2E_GRAPHQL_URL.
 */
export const dataServiceUrl =
  process.env.E2E_GRAPHQL_URL?.trim() || (targetsDeployment ? undefined : 'http://127.0.0.1:18080/v1/graphql');

export const NEEDS_DATA_SERVICE = 'Set E2E_GRAPHQL_URL to the deployment’s data service to check screens against its database';

/** The seed's demo agent (data-service/src/seed/demo.ts): the same phone and password for every partner. */
export const DEMO_AGENT = { phone: '08030000001', password: 'demo-password' } as const;

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Posts one GraphQL operation, as the app would; throws on any error. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}, token?: string): Promise<T> {
  if (!dataServiceUrl) throw new Error(NEEDS_DATA_SERVICE);
  const response = await request.post(dataServiceUrl, {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

export interface AgentSession {
  token: string;
  expires_at: string;
  agent_id: string;
}

/** Signs in through the data service's `login`, as the sign-in screen does. */
export async function loginAs(request: APIRequestContext, partnerCode: string, identifier: string, password: string): Promise<AgentSession> {
  const data = await graphql<{ login: AgentSession }>(
    request,
    `mutation ($p: String!, $i: String!, $w: String!) { login(partner_code: $p, identifier: $i, password: $w) { token expires_at agent_id } }`,
    { p: partnerCode, i: identifier, w: password },
  );
  return data.login;
}

/** A JWT-shaped token whose `exp` has passed (its signature is not valid either: it never reaches the service). */
export function expiredLookingToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'e2e-agent', iat: now - 7200, exp: now - 3600 })}.e2e-signature`;
}

/** A real token with its signature changed: well-formed and unexpired, but the data service refuses it. */
export function tampered(token: string): string {
  const [header, payload, signature] = token.split('.');
  const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  return `${header}.${payload}.${flipped}`;
}
