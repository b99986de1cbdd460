import { z } from 'zod';
import { normalizeNigerianPhone } from '../../../../lib/validation';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '../errorCodes';
import { parseInput } from '../input';
import { LOCKOUT_WINDOW_MS, lockoutMessage, lockoutMinutesLeft, MAX_FAILED_SIGN_INS } from '../rules/loginLockout';
import { ActionError, type ActionHandler } from '../types';

/**
 * `login`: an agent signs in with phone (any accepted form) or email, and the app's partner code.
 * Wrong phone, wrong email and wrong password all get one message; failures are counted per partner
 * and identifier (recorded after the rollback, see ActionContext.afterRollback) for the lockout.
 */

const inputSchema = z.object({
  partner_code: z.string().max(64),
  identifier: z.string().max(320),
  password: z.string().max(1024),
});

export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect phone number, email or password';

/** As attempts are counted: E.164 for a phone, lower case for an email or anything else. */
export function normaliseIdentifier(identifier: string): string {
  const text = identifier.trim();
  if (text.includes('@')) return text.toLowerCase();
  return normalizeNigerianPhone(text) ?? text.toLowerCase();
}

// Checked when no agent matches, so an unknown identifier takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-password-of-anyone'));

type AgentRow = {
  id: string;
  partner_id: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  status: string;
  password_hash: string;
};

async function findAgent(tx: Queryable, partnerId: string, identifier: string): Promise<AgentRow | undefined> {
  const { rows } = await tx.query<AgentRow>(
    `SELECT id, partner_id, first_name, last_name, phone, email, status, password_hash FROM public.agent
      WHERE partner_id = $1 AND (phone = $2 OR lower(email) = $2)`,
    [partnerId, identifier],
  );
  return rows[0];
}

/** Failed attempts since the last success, within the window, newest first. */
async function recentFailures(tx: Queryable, partnerId: string, identifier: string, now: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: unknown }>(
    `SELECT created_at FROM public.login_attempt f
      WHERE f.partner_id = $1 AND f.identifier = $2 AND NOT f.succeeded AND f.created_at > $3::timestamptz
        AND f.created_at > coalesce((SELECT max(s.created_at) FROM public.login_attempt s
                                      WHERE s.partner_id = $1 AND s.identifier = $2 AND s.succeeded), '-infinity')
      ORDER BY f.created_at DESC
      LIMIT $4`,
    [partnerId, identifier, new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString(), MAX_FAILED_SIGN_INS],
  );
  return rows.map((row) => new Date(row.created_at instanceof Date ? row.created_at : String(row.created_at)));
}

function recordAttempt(tx: Queryable, partnerId: string, identifier: string, succeeded: boolean, now: Date) {
  return tx.query(`INSERT INTO public.login_attempt (partner_id, identifier, succeeded, created_at) VALUES ($1, $2, $3, $4)`, [
    partnerId,
    identifier,
    succeeded,
    now.toISOString(),
  ]);
}

function tooManyAttempts(minutesLeft: number): ActionError {
  return new ActionError(lockoutMessage(minutesLeft), ACTION_ERROR_CODES.tooManyAttempts, { minutes_left: minutesLeft });
}

export const login: ActionHandler = async (rawInput, ctx) => {
  const input = parseInput(inputSchema, rawInput);
  const { rows: partners } = await ctx.tx.query<{ id: string; name: string; support_phone: string; support_email: string }>(
    `SELECT id, name, support_phone, support_email FROM public.partner WHERE code = $1`,
    [input.partner_code.trim().toUpperCase()],
  );
  const partner = partners[0];
  if (!partner) throw new ActionError(`Unknown partner code ${JSON.stringify(input.partner_code)}`, ACTION_ERROR_CODES.partnerNotFound);

  const identifier = normaliseIdentifier(input.identifier);
  const failures = await recentFailures(ctx.tx, partner.id, identifier, ctx.now);
  const lockedFor = lockoutMinutesLeft(failures, ctx.now);
  // While locked the password is not even checked, and the attempt does not extend the lock.
  if (lockedFor !== undefined) throw tooManyAttempts(lockedFor);

  const agent = identifier === '' ? undefined : await findAgent(ctx.tx, partner.id, identifier);
  const matches = await verifyPassword(input.password, agent?.password_hash ?? (await timingDummy()));
  if (!agent || !matches) {
    ctx.afterRollback((tx) => recordAttempt(tx, partner.id, identifier, false, ctx.now).then(() => undefined));
    // The failure that reaches the limit already says so, rather than the next attempt surprising the agent.
    const nowLocked = lockoutMinutesLeft([ctx.now, ...failures], ctx.now);
    throw nowLocked === undefined ? new ActionError(INVALID_CREDENTIALS_MESSAGE, ACTION_ERROR_CODES.invalidCredentials) : tooManyAttempts(nowLocked);
  }
  if (agent.status !== 'ACTIVE') {
    throw new ActionError(
      `This account is suspended. Contact ${partner.name} support on ${partner.support_phone} or ${partner.support_email}`,
      ACTION_ERROR_CODES.accountSuspended,
    );
  }

  await recordAttempt(ctx.tx, partner.id, identifier, true, ctx.now);
  const signed = await ctx.auth.signAgentToken({ agentId: agent.id, partnerId: agent.partner_id }, ctx.now);
  return {
    token: signed.token,
    expires_at: signed.expiresAt.toISOString(),
    agent_id: agent.id,
    partner_id: agent.partner_id,
    first_name: agent.first_name,
    last_name: agent.last_name,
    phone: agent.phone,
    email: agent.email,
  };
};
