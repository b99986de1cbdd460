import { SET_PASSWORD_WITH_LINK } from '@/lib/actions/setPasswordWithLink';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { lagosToday } from '@/lib/validation';
import type { ActionAuth } from '../../auth/actionAuth';
import { hashPassword } from '../../auth/password';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { endPasswordLinks, findPasswordLink, passwordLinkState, type PasswordLinkRow } from '../db/passwordLinks';
import { readInput } from '../input';

export const PASSWORD_LINK_MESSAGES = {
  notFound: 'This link is not one of ours: check it was copied whole, or ask operations for a new one',
  used: 'This link was used already: sign in with the password chosen then, or ask operations for a new link',
  expired: 'This link has expired or was replaced by a newer one: ask operations for a new link',
} as const;

function refuseUnusable(link: PasswordLinkRow | undefined, now: Date): PasswordLinkRow {
  if (!link) throw new ActionError(PASSWORD_LINK_MESSAGES.notFound, ACTION_ERROR_CODES.notFound, { field: 'token' });
  const state = passwordLinkState(link, now);
  if (state === 'USED') throw new ActionError(PASSWORD_LINK_MESSAGES.used, ACTION_ERROR_CODES.passwordLinkUsed);
  if (state === 'EXPIRED') throw new ActionError(PASSWORD_LINK_MESSAGES.expired, ACTION_ERROR_CODES.passwordLinkExpired);
  if (link.status === 'SUSPENDED') throw new ActionError('This account is suspended: ask operations', ACTION_ERROR_CODES.accountSuspended);
  return link;
}

/**
 * `set_password_with_link`: the password is hashed outside any transaction (as login's check), then, with
 * the link locked and checked again, stored: an invited account becomes ACTIVE, every session of the account
 * ends (its version bumped: a reset is for a password someone else may know), the link is used and the
 * account's other links end. This process forgets the account's cached session once it committed.
 */
const setPassword =
  (auth: Pick<ActionAuth, 'forgetAgentSession'>): OwnTransactionsHandler =>
  async (rawInput, ctx) => {
    const input = readInput(SET_PASSWORD_WITH_LINK, rawInput, lagosToday(ctx.now));
    refuseUnusable(await ctx.transaction((tx) => findPasswordLink(tx, input.token)), ctx.now);
    const hash = await hashPassword(input.new_password);
    const link = await ctx.transaction(async (tx) => {
      const locked = refuseUnusable(await findPasswordLink(tx, input.token, { lock: true }), ctx.now);
      await tx.query(
        `UPDATE public.agent SET password_hash = $2, status = CASE WHEN status = 'INVITED' THEN 'ACTIVE' ELSE status END, session_version = session_version + 1 WHERE id = $1`,
        [locked.agent_id, hash],
      );
      await tx.query('UPDATE public.password_link SET used_at = $2 WHERE id = $1', [locked.id, ctx.now.toISOString()]);
      await endPasswordLinks(tx, locked.agent_id, ctx.now);
      return locked;
    });
    auth.forgetAgentSession(link.agent_id);
    return { phone: link.phone, partner_code: link.partner_code };
  };

export const createSetPasswordWithLink = (auth: Pick<ActionAuth, 'forgetAgentSession'>) => ({ ownTransactions: setPassword(auth) });
