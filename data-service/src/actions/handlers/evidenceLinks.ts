import { EVIDENCE_LINKS } from '@/lib/actions/evidenceLinks';
import type { ActionOutput } from '@/lib/actions/declareAction';
import { SIGNED_URL_SECONDS } from '@/lib/domain/evidence';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { AGENT_ROLE } from '@/lib/domain/roles';
import { lagosToday } from '@/lib/validation';
import type { ObjectStore } from '../../storage/objectStore';
import { agentSession } from '../db/agentSession';
import { readInput } from '../input';
import { ActionError, type ActionHandler } from '../../engine/actions/contract';

/**
 * `evidence_links`: a short-lived link to each file the caller may see, by the same rule as the `evidence`
 * table's permissions: an agent, the files of its own orders and claims and its own not yet taken; a claims
 * officer, its partner's files of sales and claims. An id the caller may not see is "not found", as one
 * that does not exist, so a link is never made for someone else's file.
 */
export function createEvidenceLinks(objects: ObjectStore): ActionHandler {
  return async (rawInput, ctx) => {
    const caller = agentSession(ctx.session);
    const input = readInput(EVIDENCE_LINKS, rawInput, lagosToday(ctx.now));
    const ids = [...new Set(input.evidence_ids)];
    const asAgent = ctx.session.role === AGENT_ROLE;
    const { rows } = await ctx.tx.query<{ id: string; storage_key: string; content_type: string }>(
      `SELECT e.id, e.storage_key, e.content_type
       FROM public.evidence e
       LEFT JOIN public.claim c ON c.id = e.claim_id
       LEFT JOIN public.plan_order o ON o.id = e.plan_order_id
       WHERE e.id = ANY($1::uuid[]) AND e.partner_id = $2
         AND CASE WHEN $3 THEN (c.agent_id = $4 OR o.agent_id = $4 OR (e.attached_at IS NULL AND e.agent_id = $4))
                  ELSE e.attached_at IS NOT NULL END`,
      [ids, caller.partnerId, asAgent, caller.agentId],
    );
    if (rows.length !== ids.length) {
      const missing = ids.find((id) => !rows.some((row) => row.id === id));
      throw new ActionError(`Evidence ${String(missing)} not found`, ACTION_ERROR_CODES.notFound);
    }
    const expiresAt = new Date(ctx.now.getTime() + SIGNED_URL_SECONDS * 1000).toISOString();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const output: ActionOutput<typeof EVIDENCE_LINKS> = [];
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) continue;
      output.push({ evidence_id: id, url: await objects.signedUrl(row.storage_key, SIGNED_URL_SECONDS), content_type: row.content_type, expires_at: expiresAt });
    }
    return output;
  };
}
