import { CHANGE_PASSWORD, CHANGE_PASSWORD_MESSAGES } from '@/lib/actions/changePassword';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { lagosToday } from '@/lib/validation/dates';
import type { ActionAuth } from '../../auth/actionAuth';
import { hashPassword, verifyPassword } from '../../auth/password';
import { ActionError, type OwnTransactionsHandler } from '../../engine/actions/contract';
import { agentSession } from '../db/agentSession';
import { fieldError, readInput } from '../input';
import { lockoutMinutesLeft } from '../rules/loginLockout';
import { findPartner, reserveAttempt, settleAttempt, tooManyAttempts } from './login';

/**
 * `change_password` (lib/actions/changePassword.ts), in its own transactions as `login`, whose lockout it
 * shares: the current password is checked as a sign-in attempt on the agent (reserved, checked outside any
 * transaction, settled), so wrong guesses from a borrowed session lock the account as wrong sign-ins do.
 * Right: the new password's hash is stored and the session version bumped in the settling transaction —
 * every token of the agent is refused from then on, in this process at once (as `logout`).
 */
const changePassword = (auth: ActionAuth): OwnTransactionsHandler => async (rawInput, ctx) => {
  const agent = agentSession(ctx.session);
  const input = readInput(CHANGE_PASSWORD, rawInput, lagosToday(ctx.now));
  const reserved = await ctx.transaction(async (tx) => {
    const { rows } = await tx.query<{ phone: string; code: string }>(
      `SELECT a.phone, p.code FROM public.agent a JOIN public.partner p ON p.id = a.partner_id WHERE a.id = $1 AND a.partner_id = $2 AND a.status = 'ACTIVE'`,
      [agent.agentId, agent.partnerId],
    );
    if (!rows[0]) throw new ActionError('This account is not active', ACTION_ERROR_CODES.accessDenied);
    const partner = await findPartner(tx, rows[0].code);
    if (!partner) throw new ActionError('This account is not active', ACTION_ERROR_CODES.accessDenied);
    return reserveAttempt(tx, ctx, auth.loginFailuresPerAddress, partner, rows[0].phone);
  });
  const storedHash = String(reserved.agent?.password_hash);
  const currentMatches = await verifyPassword(input.current_password, storedHash);
  // The same request again after its answer was lost: the new password is the agent's already.
  const alreadyChanged = !currentMatches && (await verifyPassword(input.new_password, storedHash));
  if (currentMatches && input.new_password === input.current_password) {
    await ctx.transaction((tx) => settleAttempt(tx, reserved.attemptId, undefined, true));
    throw fieldError('new_password', CHANGE_PASSWORD_MESSAGES.sameAsCurrent);
  }
  const newHash = currentMatches ? await hashPassword(input.new_password) : undefined;
  const stored = await ctx.transaction(async (tx) => {
    await settleAttempt(tx, reserved.attemptId, undefined, currentMatches || alreadyChanged);
    if (newHash === undefined) return true;
    // Only over the password just checked: a change made meanwhile (another device) is not overwritten.
    const { rows } = await tx.query(
      `UPDATE public.agent SET password_hash = $2, session_version = session_version + 1 WHERE id = $1 AND password_hash = $3 RETURNING id`,
      [agent.agentId, newHash, storedHash],
    );
    return rows.length === 1;
  });
  if (newHash !== undefined && stored) auth.forgetAgentSession(agent.agentId);
  if (!stored) throw new ActionError('Your password was changed on another device meanwhile: sign in again', ACTION_ERROR_CODES.wrongCurrentPassword, { field: 'current_password' });
  if (currentMatches || alreadyChanged) return true;
  const nowLocked = lockoutMinutesLeft([ctx.now, ...reserved.failuresBefore], ctx.now);
  if (nowLocked !== undefined) throw tooManyAttempts(nowLocked);
  throw new ActionError(CHANGE_PASSWORD_MESSAGES.wrongCurrent, ACTION_ERROR_CODES.wrongCurrentPassword, { field: 'current_password' });
};

/** `change_password` with the service's session cache to forget the agent in, and its lockout's address budget. */
export const createChangePassword = (auth: ActionAuth) => ({ ownTransactions: changePassword(auth) });
