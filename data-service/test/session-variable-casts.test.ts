import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Registry } from '../src/engine/registry/types';
import { REGISTRY } from '../src/metadata/registry';
import { startTestService, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/**
 * Session variables are text; in a permission rule Hasura casts each to the type of the column it is
 * compared with. A role whose rows are keyed by an integer, a date, a boolean or a jsonb value reads them
 * through its token's variables.
 */
const SETUP_SQL = `
  CREATE TABLE public.ticket (
    id integer PRIMARY KEY,
    owner_no integer NOT NULL,
    due_on date NOT NULL,
    urgent boolean NOT NULL,
    labels jsonb NOT NULL
  );
  INSERT INTO public.ticket (id, owner_no, due_on, urgent, labels) VALUES
    (1, 7, '2026-01-10', true, '["a"]'),
    (2, 7, '2026-03-01', false, '["b"]'),
    (3, 8, '2026-01-10', false, '["a", "b"]');
`;

const COLUMNS = ['id', 'owner_no', 'due_on', 'urgent', 'labels'];
const permission = (role: string, filter: Record<string, unknown>) => ({ role, permission: { columns: COLUMNS, filter } });

const TEST_REGISTRY: Registry = {
  tables: [
    ...REGISTRY.tables,
    {
      table: { schema: 'public', name: 'ticket' },
      columns: [
        { name: 'id', type: 'integer', nullable: false },
        { name: 'owner_no', type: 'integer', nullable: false },
        { name: 'due_on', type: 'date', nullable: false },
        { name: 'urgent', type: 'boolean', nullable: false },
        { name: 'labels', type: 'jsonb', nullable: false },
      ],
      primary_key: ['id'],
      select_permissions: [
        permission('owner', { owner_no: { _eq: 'X-Hasura-User-Id' } }),
        permission('scheduler', { due_on: { _lte: 'X-Hasura-Due-Before' }, urgent: { _eq: 'x-hasura-urgent' } }),
        permission('picker', { id: { _in: 'X-Hasura-Ticket-Ids' } }),
        permission('labeller', { labels: { _contains: 'X-Hasura-Labels' }, id: { _nin: ['X-Hasura-Except-Id'] } }),
      ],
    },
  ],
};

describe('session variables cast to the column they are compared with', () => {
  let ds: TestService;
  const ticketsAs = async (role: string, variables: Record<string, string>) => {
    const headers = await authHeaders({ role, extraClaims: variables });
    return ds.gql(`{ ticket(order_by: {id: asc}) { id } }`, undefined, undefined, headers);
  };
  const idsAs = async (role: string, variables: Record<string, string>) => {
    const answer = await ticketsAs(role, variables);
    assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
    return (answer.data?.ticket as { id: number }[]).map((ticket) => ticket.id);
  };

  before(async () => {
    ds = await startTestService({ registry: TEST_REGISTRY, setupSql: SETUP_SQL });
  });
  after(async () => {
    await ds?.stop();
  });

  it('compares an integer column with X-Hasura-User-Id', async () => {
    assert.deepEqual(await idsAs('owner', { 'x-hasura-user-id': '7' }), [1, 2]);
    assert.deepEqual(await idsAs('owner', { 'x-hasura-user-id': '8' }), [3]);
  });

  it('casts to a date and to a boolean', async () => {
    assert.deepEqual(await idsAs('scheduler', { 'x-hasura-due-before': '2026-02-01', 'x-hasura-urgent': 'false' }), [3]);
    assert.deepEqual(await idsAs('scheduler', { 'x-hasura-due-before': '2026-12-31', 'x-hasura-urgent': 'true' }), [1]);
  });

  it('reads a list from PostgreSQL array text, and list items one by one', async () => {
    assert.deepEqual(await idsAs('picker', { 'x-hasura-ticket-ids': '{1,3}' }), [1, 3]);
    assert.deepEqual(await idsAs('labeller', { 'x-hasura-labels': '["a"]', 'x-hasura-except-id': '1' }), [3]);
  });

  it('answers a value that is not of the column type as a data exception, and a missing one by name', async () => {
    const wrong = await ticketsAs('owner', { 'x-hasura-user-id': 'seven' });
    assert.equal(wrong.data, undefined);
    assert.equal(wrong.errors?.[0]?.extensions?.code, 'data-exception');
    const missing = await ticketsAs('picker', {});
    assert.equal(missing.errors?.[0]?.message, 'missing session variable: "x-hasura-ticket-ids"');
  });
});
