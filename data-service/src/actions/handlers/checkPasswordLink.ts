import type { ActionOutput } from '@/lib/actions/declareAction';
import { CHECK_PASSWORD_LINK } from '@/lib/actions/checkPasswordLink';
import { lagosToday } from '@/lib/validation';
import type { OwnTransactionsHandler } from '../../engine/actions/contract';
import { findPasswordLink, passwordLinkState } from '../db/passwordLinks';
import { readInput } from '../input';

/**
 * `check_password_link`: the link's purpose, state and whose it is; null for a token of no link (a lookup: an
 * address that finds nothing too often is refused for a while, as for card checks).
 */
const readLink: OwnTransactionsHandler = async (rawInput, ctx): Promise<ActionOutput<typeof CHECK_PASSWORD_LINK>> => {
  const input = readInput(CHECK_PASSWORD_LINK, rawInput, lagosToday(ctx.now));
  const link = await ctx.transaction((tx) => findPasswordLink(tx, input.token));
  if (!link) return null;
  // A suspended account's link opens nothing: it reads as ended.
  const state = link.status === 'SUSPENDED' && passwordLinkState(link, ctx.now) === 'VALID' ? 'EXPIRED' : passwordLinkState(link, ctx.now);
  return { purpose: link.purpose, state, first_name: link.first_name, partner_name: link.partner_name, expires_at: link.expires_at.toISOString() };
};

export const checkPasswordLink = { ownTransactions: readLink };
