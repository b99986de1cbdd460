import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { advanceClaimCommand, parseArguments, scriptEnvironment } from '../scripts/advance-claim';
import { advanceClaim } from '../src/actions/handlers/advanceClaim';
import { createPayExcess } from '../src/actions/handlers/payExcess';
import { CLAIM_EVENT_NOTES } from '../src/actions/rules/claimTransitions';
import { BACK_OFFICE_ROLE } from '../src/auth/jwt';
import { DEV_JWT_SECRET_KEY } from '../src/auth/jwtSecret';
import { loadServiceClientConfig } from '../src/config';
import type { Session } from '../src/engine/parse/context';
import { DEMO_IDS } from '../src/seed/demo';
import { SUNLINE_NG } from '../src/seed/partners';
import { actionError, createAgent, fileScreenClaim, runAction, type TestAgent } from './support/actions';
import { paymentDoubles } from './support/paymentDoubles';
import { REPO_ROOT } from './support/spawnService';
import { startTestService, type GraphqlAnswer, type TestService } from './support/testService';
import { authHeaders } from './support/tokens';

/** Back office's `advance_claim`: the action, who may call it, and `npm run claim:advance`, its client. */

const BACK_OFFICE: Session = { role: BACK_OFFICE_ROLE, variables: { 'x-hasura-role': BACK_OFFICE_ROLE } };
const ADMIN_SECRET = 'advance-claim-test-admin-secret-0123456789';
const ADVANCE = `mutation Advance($reference: String!, $from: claim_status!, $to: claim_status, $note: String) {
  advance_claim(reference: $reference, from_status: $from, to_status: $to, note: $note) { claim_id reference from_status to_status event_id }
}`;

type Answer = Record<string, unknown>;

describe('advance_claim', () => {
  let ds: TestService;
  let agent: TestAgent;
  before(async () => {
    ds = await startTestService({ config: { adminSecret: ADMIN_SECRET } });
    agent = await createAgent(ds.service.db, { partnerId: SUNLINE_NG.id, walletKobo: 10_000_000 });
  });
  after(() => ds?.stop());

  /** A fresh SUBMITTED claim, filed by the test agent as the app files one. */
  const fileClaim = () => fileScreenClaim(ds.service.db, agent);
  /** The customer pays the excess (at the counter: from the agent's wallet), which pickup waits for. */
  const payExcess = (claimId: string) =>
    runAction(ds.service.db, createPayExcess(paymentDoubles().services), { idempotency_key: randomUUID(), claim_id: claimId, payment_method: 'WALLET' }, { session: agent.session });
  const advance = (input: Answer, now?: Date) => runAction(ds.service.db, advanceClaim, input, { session: BACK_OFFICE, now }) as Promise<Answer>;
  const claimState = async (claimId: string) => {
    const claim = await ds.service.db.query<{ status: string; updated_at: string }>('SELECT status, updated_at::text FROM public.claim WHERE id = $1', [claimId]);
    const events = await ds.service.db.query<{ id: string; status: string; note: string; created_at: string }>(
      // The status changes: the excess paid (an event with its payment) aside.
      'SELECT id, status, note, created_at::text FROM public.claim_event WHERE claim_id = $1 AND payment_id IS NULL ORDER BY created_at, id',
      [claimId],
    );
    return { ...claim.rows[0], events: events.rows };
  };

  describe('the action', () => {
    it('moves a claim to its next status with a timeline event, APPROVED after UNDER_REVIEW by default', async () => {
      const { claimId, reference } = await fileClaim();
      const when = new Date(Date.now() + 1_000);
      const first = await advance({ reference, from_status: 'SUBMITTED' }, when);
      const state = await claimState(claimId);
      assert.deepEqual(first, { claim_id: claimId, reference, from_status: 'SUBMITTED', to_status: 'UNDER_REVIEW', event_id: state.events[1].id });
      assert.deepEqual(
        state.events.map((e) => [e.status, e.note]),
        [
          ['SUBMITTED', CLAIM_EVENT_NOTES.SUBMITTED],
          ['UNDER_REVIEW', CLAIM_EVENT_NOTES.UNDER_REVIEW],
        ],
      );
      assert.equal(state.status, 'UNDER_REVIEW');
      assert.equal(state.updated_at, state.events[1].created_at);
      const pinned = await ds.service.db.query<{ at: boolean }>('SELECT updated_at = $2::timestamptz AS at FROM public.claim WHERE id = $1', [claimId, when.toISOString()]);
      assert.equal(pinned.rows[0].at, true, 'stamped with the request’s time');

      const later = new Date(when.getTime() + 1_000);
      const second = await advance(
        { reference: ` ${reference.toLowerCase()} `, from_status: 'UNDER_REVIEW', to_status: null, note: '  Approved after the photos were checked.  ' },
        later,
      );
      assert.deepEqual([second.from_status, second.to_status], ['UNDER_REVIEW', 'APPROVED']);
      assert.equal((await claimState(claimId)).events[2].note, 'Approved after the photos were checked.');
    });

    it('dates a step after the last one even within the same millisecond, so the timeline keeps its order', async () => {
      const { claimId, reference } = await fileClaim();
      const instant = new Date(Date.now() + 60_000);
      for (const from of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR']) {
        if (from === 'IN_REPAIR') await payExcess(claimId);
        await advance({ reference, from_status: from }, instant);
      }
      const state = await claimState(claimId);
      assert.deepEqual(state.events.map((e) => e.status), ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'READY_FOR_PICKUP']);
      const stamps = state.events.slice(1).map((e) => e.created_at);
      assert.equal(new Set(stamps).size, 4, 'each step has its own time');
      assert.equal(state.updated_at, stamps[3]);
    });

    it('rejects a claim under review when asked, and then it is closed', async () => {
      const { claimId, reference } = await fileClaim();
      await advance({ reference, from_status: 'SUBMITTED' });
      const unexplained = await actionError(advance({ reference, from_status: 'UNDER_REVIEW', to_status: 'REJECTED' }));
      assert.deepEqual([unexplained.code, unexplained.message, unexplained.extensions.field], [
        'validation-failed',
        `Say why claim ${reference} is rejected: the agent and the customer see the reason`,
        'note',
      ]);
      const rejected = await advance({ reference, from_status: 'UNDER_REVIEW', to_status: 'REJECTED', note: 'The damage was there before the cover started.' });
      assert.deepEqual([rejected.from_status, rejected.to_status], ['UNDER_REVIEW', 'REJECTED']);
      const before = await claimState(claimId);
      const closed = await actionError(advance({ reference, from_status: 'REJECTED' }));
      assert.deepEqual([closed.code, closed.message, closed.extensions], [
        'claim-transition-not-allowed',
        `Claim ${reference} is REJECTED: it is closed and cannot move on`,
        { field: 'to_status', current_status: 'REJECTED', allowed_statuses: [] },
      ]);
      assert.deepEqual(await claimState(claimId), before, 'a refusal writes nothing');
    });

    it('follows the whole path to COMPLETED, and refuses an illegal step or an unknown claim', async () => {
      const { claimId, reference } = await fileClaim();
      await advance({ reference, from_status: 'SUBMITTED' });
      const illegal = await actionError(advance({ reference, from_status: 'UNDER_REVIEW', to_status: 'IN_REPAIR' }));
      assert.deepEqual([illegal.code, illegal.message, illegal.extensions], [
        'claim-transition-not-allowed',
        `Claim ${reference} is UNDER_REVIEW: it can move to APPROVED or REJECTED, not IN_REPAIR`,
        { field: 'to_status', current_status: 'UNDER_REVIEW', allowed_statuses: ['APPROVED', 'REJECTED'] },
      ]);
      for (const [from, to] of [
        ['UNDER_REVIEW', 'APPROVED'],
        ['APPROVED', 'IN_REPAIR'],
        ['IN_REPAIR', 'READY_FOR_PICKUP'],
      ]) {
        if (to === 'READY_FOR_PICKUP') await payExcess(claimId);
        assert.equal((await advance({ reference, from_status: from })).to_status, to);
      }
      const completed = await advance({ reference, from_status: 'READY_FOR_PICKUP', to_status: 'COMPLETED', note: 'Collected at the Ikeja shop' });
      assert.equal(completed.to_status, 'COMPLETED');
      const state = await claimState(claimId);
      assert.deepEqual(state.events.map((e) => e.status), ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED']);
      assert.equal(state.events[5].note, 'Collected at the Ikeja shop');
      assert.equal((await actionError(advance({ reference, from_status: 'COMPLETED' }))).code, 'claim-transition-not-allowed');

      const unknown = await actionError(advance({ reference: 'CLM-1999-000001', from_status: 'SUBMITTED' }));
      assert.deepEqual([unknown.code, unknown.message, unknown.extensions], ['not-found', 'No claim has the reference CLM-1999-000001', { field: 'reference' }]);
      const longNote = await actionError(advance({ reference, from_status: 'COMPLETED', note: 'x'.repeat(501) }));
      assert.deepEqual([longNote.code, longNote.extensions], ['validation-failed', { field: 'note' }]);
    });

    it('moves a seeded claim too', async () => {
      const [seeded] = (
        await ds.service.db.query<{ reference: string }>(`SELECT reference FROM public.claim WHERE status = 'APPROVED' AND agent_id = $1 ORDER BY reference LIMIT 1`, [
          DEMO_IDS[SUNLINE_NG.code].demoAgentId,
        ])
      ).rows;
      assert.deepEqual([(await advance({ reference: seeded.reference, from_status: 'APPROVED' })).to_status], ['IN_REPAIR']);
    });
  });

  describe('issue 28 #7: a move names the status it was decided on', () => {
    const CALLERS = 12;
    /** Sends `variables` for each caller at once over HTTP, as back office; the answers in order. */
    const race = async (variables: Answer[]) => {
      const headers = await authHeaders({ role: BACK_OFFICE_ROLE });
      return Promise.all(variables.map((v) => ds.gql(ADVANCE, v, undefined, headers)));
    };
    const moves = (answers: GraphqlAnswer[]) => answers.filter((answer) => answer.errors === undefined);
    const refusals = (answers: GraphqlAnswer[]) => answers.flatMap((answer) => answer.errors ?? []);

    it(`issue 28 #7: ${CALLERS} concurrent moves from the status their callers saw move the claim one step; the others are told where it is now`, async () => {
      const { claimId, reference } = await fileClaim();
      const answers = await race(Array.from({ length: CALLERS }, (_, i) => ({ reference, from: 'SUBMITTED', note: `Caller ${i} reviews it.` })));

      const [winner, ...others] = moves(answers);
      assert.equal(others.length, 0, `one move, not ${moves(answers).length}`);
      const state = await claimState(claimId);
      assert.equal(state.status, 'UNDER_REVIEW');
      assert.deepEqual(state.events.map((e) => e.status), ['SUBMITTED', 'UNDER_REVIEW']);
      assert.equal((winner.data?.advance_claim as Answer).event_id, state.events[1].id);
      assert.equal(state.updated_at, state.events[1].created_at);
      const refused = refusals(answers);
      assert.equal(refused.length, CALLERS - 1);
      for (const error of refused) {
        assert.deepEqual(error, {
          message: `Claim ${reference} is UNDER_REVIEW now, not SUBMITTED: it can move to APPROVED or REJECTED`,
          extensions: { path: '$', code: 'claim-status-changed', field: 'from_status', current_status: 'UNDER_REVIEW', allowed_statuses: ['APPROVED', 'REJECTED'] },
        });
      }
    });

    it(`issue 28 #7: ${CALLERS} concurrent approvals and rejections of one claim under review: one decision, the others refused`, async () => {
      const { claimId, reference } = await fileClaim();
      await advance({ reference, from_status: 'SUBMITTED' });
      const answers = await race(
        Array.from({ length: CALLERS }, (_, i) => (i % 2 === 0 ? { reference, from: 'UNDER_REVIEW', to: 'APPROVED' } : { reference, from: 'UNDER_REVIEW', to: 'REJECTED', note: 'Damage from before the cover.' })),
      );

      const decided = moves(answers).map((answer) => (answer.data?.advance_claim as Answer).to_status);
      const state = await claimState(claimId);
      assert.equal(state.events.length, 3, 'one step');
      assert.equal(state.status, state.events[2].status);
      // The same decision sent again is answered as the first (below); the other decision is refused.
      assert.deepEqual(new Set(decided), new Set([state.status]));
      const codes = refusals(answers).map((error) => [error.extensions.code, (error.extensions as Answer).current_status]);
      assert.deepEqual(codes, Array.from({ length: CALLERS / 2 }, () => ['claim-status-changed', state.status]));
    });

    it(`issue 28 #7: the same move sent ${CALLERS} times at once (a double click, a retry) is made once and answered alike`, async () => {
      const { claimId, reference } = await fileClaim();
      const answers = await race(Array.from({ length: CALLERS }, () => ({ reference, from: 'SUBMITTED' })));

      for (const answer of answers) assert.deepEqual(answer, answers[0]);
      const state = await claimState(claimId);
      assert.deepEqual(state.events.map((e) => e.status), ['SUBMITTED', 'UNDER_REVIEW']);
      assert.deepEqual(answers[0].data, {
        advance_claim: { claim_id: claimId, reference, from_status: 'SUBMITTED', to_status: 'UNDER_REVIEW', event_id: state.events[1].id },
      });
    });

    it('issue 28 #7: a move is answered as made only while its step is the claim’s last, with its note; else it is refused and writes nothing', async () => {
      const { claimId, reference } = await fileClaim();
      const review = { reference, from_status: 'SUBMITTED', note: 'Photos received.' };
      const first = await advance(review);
      assert.deepEqual(await advance(review), first);
      // Another note is another decision: it was not recorded, so the caller must look again.
      const otherNote = await actionError(advance({ ...review, note: 'Sent to the assessor.' }));
      assert.deepEqual([otherNote.code, otherNote.extensions], [
        'claim-status-changed',
        { field: 'from_status', current_status: 'UNDER_REVIEW', allowed_statuses: ['APPROVED', 'REJECTED'] },
      ]);
      // A status the claim never had, and a claim that moved on past the step.
      const neverWas = await actionError(advance({ reference, from_status: 'IN_REPAIR' }));
      assert.deepEqual([neverWas.code, neverWas.message], [
        'claim-status-changed',
        `Claim ${reference} is UNDER_REVIEW now, not IN_REPAIR: it can move to APPROVED or REJECTED`,
      ]);
      await advance({ reference, from_status: 'UNDER_REVIEW', to_status: 'REJECTED', note: 'Water damage from before the cover.' });
      const before = await claimState(claimId);
      const pastIt = await actionError(advance(review));
      assert.deepEqual([pastIt.code, pastIt.message, pastIt.extensions], [
        'claim-status-changed',
        `Claim ${reference} is REJECTED now, not SUBMITTED: it is closed`,
        { field: 'from_status', current_status: 'REJECTED', allowed_statuses: [] },
      ]);
      assert.deepEqual(await claimState(claimId), before, 'a refusal writes nothing');
    });
  });

  describe('who may call it', () => {
    const data = (answer: GraphqlAnswer) => {
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      return answer.data as Record<string, Answer>;
    };
    const backOffice = () => authHeaders({ role: BACK_OFFICE_ROLE });

    it('serves back office tokens, which carry no agent and are not checked as agent sessions', async () => {
      const { reference } = await fileClaim();
      const answer = data(await ds.gql(ADVANCE, { reference, from: 'SUBMITTED' }, undefined, await backOffice()));
      assert.deepEqual([answer.advance_claim.from_status, answer.advance_claim.to_status], ['SUBMITTED', 'UNDER_REVIEW']);
      // Admin has every permission.
      const admin = data(await ds.gql(ADVANCE, { reference, from: 'UNDER_REVIEW' }, undefined, { 'x-hasura-admin-secret': ADMIN_SECRET }));
      assert.equal(admin.advance_claim.to_status, 'APPROVED');
    });

    it('answers a refusal in Hasura’s shape with the action’s message and code', async () => {
      const answer = await ds.gql(ADVANCE, { reference: 'CLM-1999-000001', from: 'SUBMITTED' }, undefined, await backOffice());
      assert.deepEqual(answer.errors, [
        { extensions: { path: '$', code: 'not-found', field: 'reference' }, message: 'No claim has the reference CLM-1999-000001' },
      ]);
    });

    it('is not the agent’s, nor anyone else’s', async () => {
      const { reference } = await fileClaim();
      const agentHeaders = await authHeaders({ userId: agent.id, partnerId: agent.partnerId });
      for (const headers of [agentHeaders, {}]) {
        const answer = await ds.gql(ADVANCE, { reference, from: 'SUBMITTED' }, undefined, headers);
        assert.equal(answer.errors?.[0].extensions.code, 'validation-failed');
        assert.match(answer.errors?.[0].message ?? '', /advance_claim|claim_status|no mutations exist/);
      }
      const [claim] = (await ds.service.db.query<{ status: string }>('SELECT status FROM public.claim WHERE reference = $1', [reference])).rows;
      assert.equal(claim.status, 'SUBMITTED');
    });

    it('gives back office nothing else: no table, no action but advance_claim and refund_payment', async () => {
      const headers = await backOffice();
      const roots = data(await ds.gql('{ __schema { queryType { fields { name } } mutationType { fields { name } } } }', undefined, undefined, headers));
      const schema = roots.__schema as { queryType: { fields: { name: string }[] }; mutationType: { fields: { name: string }[] } };
      assert.deepEqual(schema.queryType.fields.map((f) => f.name), ['no_queries_available']);
      assert.deepEqual(schema.mutationType.fields.map((f) => f.name).sort(), ['advance_claim', 'refund_payment']);
      for (const query of ['{ claim { id reference } }', '{ agent { id } }', `{ quote_claim(order_id: "${randomUUID()}") { reference } }`]) {
        const answer = await ds.gql(query, undefined, undefined, headers);
        assert.equal(answer.errors?.[0].extensions.code, 'validation-failed', query);
      }
    });
  });

  describe('npm run claim:advance', () => {
    const env = () => ({ DATA_SERVICE_URL: ds.service.graphqlUrl });

    it('reads a reference, the status the claim is in now, an optional next status and an optional note', () => {
      assert.deepEqual(parseArguments(['clm-2025-000012', 'approved']), { reference: 'CLM-2025-000012', from: 'APPROVED', to: undefined, note: undefined });
      assert.deepEqual(parseArguments(['CLM-2025-000012', 'UNDER_REVIEW', 'rejected', '--note', 'Damage from before the cover']), {
        reference: 'CLM-2025-000012',
        from: 'UNDER_REVIEW',
        to: 'REJECTED',
        note: 'Damage from before the cover',
      });
      assert.deepEqual(parseArguments(['--note', 'Ready', 'CLM-2025-000012', 'IN_REPAIR']), {
        reference: 'CLM-2025-000012',
        from: 'IN_REPAIR',
        to: undefined,
        note: 'Ready',
      });
      assert.throws(() => parseArguments([]), { name: 'AdvanceClaimError', message: /^usage: npm run claim:advance -- <claim reference> <its status now>/ });
      // The status it is in now is not guessed: a claim moved since would be moved one step further.
      assert.throws(() => parseArguments(['CLM-2025-000012']), /^AdvanceClaimError: usage/);
      assert.throws(() => parseArguments(['a', 'b', 'c', 'd']), /^AdvanceClaimError: usage/);
      const unknown = 'unknown status LOST; one of SUBMITTED, UNDER_REVIEW, APPROVED, REJECTED, IN_REPAIR, READY_FOR_PICKUP, COMPLETED';
      assert.throws(() => parseArguments(['CLM-2025-000012', 'LOST']), { message: unknown });
      assert.throws(() => parseArguments(['CLM-2025-000012', 'SUBMITTED', 'LOST']), { message: unknown });
      assert.throws(() => parseArguments(['CLM-2025-000012', 'SUBMITTED', '--note']), { message: /^--note needs a text/ });
    });

    it('finds the service and its key as the service does, the dev key by default outside production', () => {
      assert.equal(scriptEnvironment({}).DATA_SERVICE_USE_DEV_JWT_SECRET, 'true');
      assert.equal(scriptEnvironment({ DATA_SERVICE_USE_DEV_JWT_SECRET: 'false' }).DATA_SERVICE_USE_DEV_JWT_SECRET, 'false');
      assert.equal(scriptEnvironment({ NODE_ENV: 'production' }).DATA_SERVICE_USE_DEV_JWT_SECRET, undefined);
      const dev = loadServiceClientConfig(scriptEnvironment({}));
      assert.deepEqual([dev.graphqlUrl, dev.jwtSecret.key], ['http://127.0.0.1:8080/v1/graphql', DEV_JWT_SECRET_KEY]);
      assert.equal(loadServiceClientConfig(scriptEnvironment({ DATA_SERVICE_PORT: '18080' })).graphqlUrl, 'http://127.0.0.1:18080/v1/graphql');
      const key = 'k'.repeat(40);
      const configured = loadServiceClientConfig(scriptEnvironment({ HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key }), DATA_SERVICE_URL: 'https://data.example.ng/v1/graphql' }));
      assert.deepEqual([configured.graphqlUrl, configured.jwtSecret.key], ['https://data.example.ng/v1/graphql', key]);
      assert.throws(() => loadServiceClientConfig(scriptEnvironment({ NODE_ENV: 'production' })), /HASURA_GRAPHQL_JWT_SECRET: is required when NODE_ENV=production/);
      assert.throws(() => loadServiceClientConfig({ DATA_SERVICE_URL: 'data.example.ng' }), /DATA_SERVICE_URL: must be an http/);
    });

    it('moves a claim on the running service and says so in one line', async () => {
      const { claimId, reference } = await fileClaim();
      assert.equal(await advanceClaimCommand([reference, 'SUBMITTED'], env()), `claim ${reference}: SUBMITTED → UNDER_REVIEW`);
      // Run again (it timed out, or was typed twice): the same line, and the claim stays where it went.
      assert.equal(await advanceClaimCommand([reference, 'SUBMITTED'], env()), `claim ${reference}: SUBMITTED → UNDER_REVIEW`);
      assert.equal(
        await advanceClaimCommand([reference.toLowerCase(), 'under_review', 'rejected', '--note', 'Not covered'], env()),
        `claim ${reference}: UNDER_REVIEW → REJECTED`,
      );
      const state = await claimState(claimId);
      assert.deepEqual([state.status, state.events.map((e) => e.status), state.events[2].note], ['REJECTED', ['SUBMITTED', 'UNDER_REVIEW', 'REJECTED'], 'Not covered']);
      await assert.rejects(advanceClaimCommand([reference, 'UNDER_REVIEW'], env()), {
        name: 'AdvanceClaimError',
        message: `Claim ${reference} is REJECTED now, not UNDER_REVIEW: it is closed`,
      });
      await assert.rejects(advanceClaimCommand([reference, 'REJECTED'], env()), {
        name: 'AdvanceClaimError',
        message: `Claim ${reference} is REJECTED: it is closed and cannot move on`,
      });
    });

    it('says when the service is not running, or does not take its token', async () => {
      const url = `http://127.0.0.1:${await unusedPort()}/v1/graphql`;
      await assert.rejects(advanceClaimCommand(['CLM-2025-000012', 'SUBMITTED'], { DATA_SERVICE_URL: url }), {
        name: 'AdvanceClaimError',
        message: `the data service is not running at ${url}: start it with npm run dev`,
      });
      const otherKey = JSON.stringify({ type: 'HS256', key: 'another-key-than-the-service-uses-0123456789' });
      await assert.rejects(advanceClaimCommand(['CLM-2025-000012', 'SUBMITTED'], { ...env(), HASURA_GRAPHQL_JWT_SECRET: otherKey }), {
        message: /^Could not verify JWT: .* \(sign with the service's HASURA_GRAPHQL_JWT_SECRET\)$/,
      });
    });

    it('runs as `npm run claim:advance -- <reference> <status now>` while the service holds its database', async () => {
      const { claimId, reference } = await fileClaim();
      const moved = await runScript(['run', '--silent', 'claim:advance', '--', reference, 'SUBMITTED'], env());
      assert.deepEqual([moved.code, moved.stdout], [0, `claim ${reference}: SUBMITTED → UNDER_REVIEW\n`]);
      assert.equal((await claimState(claimId)).status, 'UNDER_REVIEW');

      const refused = await runScript(['run', '--silent', 'claim:advance', '--', reference, 'UNDER_REVIEW', 'IN_REPAIR'], env());
      assert.equal(refused.code, 1);
      assert.equal(refused.stdout, '');
      const errorLines = refused.stderr.split('\n').filter((line) => line.startsWith('error: '));
      assert.deepEqual(errorLines, [`error: Claim ${reference} is UNDER_REVIEW: it can move to APPROVED or REJECTED, not IN_REPAIR`]);
      assert.doesNotMatch(refused.stderr, /^\s+at /m, 'no stack');
    });
  });
});

/** A port nothing listens on (just released by the system). */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs npm with `args` from the repo root, with `env` on top of a clean one (no inherited key or port). */
function runScript(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base = { ...process.env };
  for (const name of ['DATA_SERVICE_PORT', 'DATA_SERVICE_URL', 'HASURA_GRAPHQL_JWT_SECRET', 'DATA_SERVICE_USE_DEV_JWT_SECRET', 'NODE_ENV']) delete base[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
