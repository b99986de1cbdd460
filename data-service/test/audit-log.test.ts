import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { advanceClaim } from '../src/actions/handlers/advanceClaim';
import { BACK_OFFICE_ROLE } from '../src/auth/jwt';
import type { Session } from '../src/engine/parse/context';
import { SUNLINE_NG } from '../src/seed/partners';
import { actionError, createAgent, fileScreenClaim, openActionTestDb, runAction, type ActionTestDb, type TestAgent } from './support/actions';

/**
 * The audit log (migration 0016, actions/db/audit.ts): each back-office write leaves one row, in its own
 * transaction, with who, what, and the record before and after; nobody can change or remove a row. Both
 * databases.
 */

const BACK_OFFICE: Session = { role: BACK_OFFICE_ROLE, variables: { 'x-hasura-role': BACK_OFFICE_ROLE } };

describe('the audit log', () => {
  let t: ActionTestDb;
  let agent: TestAgent;
  before(async () => {
    t = await openActionTestDb();
    agent = await createAgent(t.db, { partnerId: SUNLINE_NG.id });
  });
  after(() => t.close());

  const auditOf = async (claimId: string) =>
    (
      await t.db.query<{ partner_id: string; actor_id: string | null; actor_role: string; action: string; record_label: string; before: unknown; after: unknown }>(
        `SELECT partner_id, actor_id, actor_role, action, record_label, before, after FROM public.audit_event WHERE record_table = 'claim' AND record_id = $1 ORDER BY id`,
        [claimId],
      )
    ).rows;

  const fileClaim = async () => {
    const { claimId, reference } = await fileScreenClaim(t.db, agent);
    return { id: claimId, reference };
  };

  it('records a claim moved by back office once, named by its reference, with the status before and after and the note', async () => {
    const claim = await fileClaim();
    const move = { reference: claim.reference, from_status: 'SUBMITTED', to_status: null, note: 'Photos received' };
    const moved = (await runAction(t.db, advanceClaim, move, { session: BACK_OFFICE })) as { event_id: string };
    await runAction(t.db, advanceClaim, move, { session: BACK_OFFICE });
    await actionError(runAction(t.db, advanceClaim, { ...move, from_status: 'APPROVED' }, { session: BACK_OFFICE }));
    assert.deepEqual(await auditOf(claim.id), [
      {
        partner_id: SUNLINE_NG.id,
        actor_id: null,
        actor_role: 'back_office',
        action: 'advance_claim',
        record_label: claim.reference,
        before: { status: 'SUBMITTED' },
        after: { status: 'UNDER_REVIEW', note: 'Photos received', event_id: moved.event_id },
      },
    ], 'a repeated move and a refused one write nothing');
  });

  it('refuses to change, remove or empty a row, whoever asks', async () => {
    const claim = await fileClaim();
    await runAction(t.db, advanceClaim, { reference: claim.reference, from_status: 'SUBMITTED', to_status: null, note: null }, { session: BACK_OFFICE });
    for (const statement of [
      `UPDATE public.audit_event SET after = '{}'::jsonb WHERE record_id = '${claim.id}'`,
      `DELETE FROM public.audit_event WHERE record_id = '${claim.id}'`,
      'TRUNCATE public.audit_event',
    ]) {
      await assert.rejects(t.db.query(statement), /audit_event is append-only/, statement);
    }
    assert.equal((await auditOf(claim.id)).length, 1);
  });
});
