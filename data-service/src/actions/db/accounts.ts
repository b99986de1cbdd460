import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import type { Queryable } from '../../db/types';
import { ActionError } from '../../engine/actions/contract';

/** One of the partner's accounts, as operations' actions check and name it. */
export type PartnerAccount = {
  id: string;
  first_name: string;
  last_name: string;
  role: string;
  status: string;
  team_lead_id: string | null;
};

/**
 * The partner's account `id`, "not found" on `field` when it is unknown or another partner's; `lock`: under
 * its row lock, when it is the one that changes.
 */
export async function loadPartnerAccount(tx: Queryable, partnerId: string, id: string, { field, lock = false }: { field: string; lock?: boolean }): Promise<PartnerAccount> {
  const { rows } = await tx.query<PartnerAccount>(
    `SELECT id, first_name, last_name, role, status, team_lead_id FROM public.agent WHERE id = $1 AND partner_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, partnerId],
  );
  if (!rows[0]) throw new ActionError(`Account ${id} not found`, ACTION_ERROR_CODES.notFound, { field });
  return rows[0];
}
