import type { ActionOutput } from '@/lib/actions/declareAction';
import { LOGIN } from '@/lib/actions/login';
import { lagosToday } from '@/lib/validation/dates';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Queryable } from '../../db/types';
import { ACTION_ERROR_CODES } from '@/lib/domain/errorCodes';
import { readInput } from '../input';
import { addressLockoutMessage, LOCKOUT_WINDOW_MS, lockoutMessage, lockoutMinutesLeft, MAX_FAILED_SIGN_INS } from '../rules/loginLockout';
import type { ActionAuth } from '../../auth/actionAuth';
import { AGENT_ROLE, type AccountRole } from '@/lib/domain/roles';
import { fullName } from '@/lib/format/name';
import { recordAudit } from '../db/audit';
import { ActionError, type OwnTransactionsContext, type OwnTransactionsHandler } from '../../engine/actions/contract';

/**
 * `login`: an account (an agent, or the partner's staff) signs in with phone (any accepted form) or email, and the app's partner code.
 * Wrong phone, wrong email and wrong password all get one message. It opens its own transactions, so
 * the password check (scrypt) holds none:
 * 1. reserve — resolve partner and agent, take the lockout's locks, refuse when locked, and commit an
 *    unsettled attempt, which parallel attempts (waiting on the same lock) then count as a failure;
 * 2. check the password, outside any transaction;
 * 3. settle — record the outcome; a success reads the agent's status and session version for its token.
 */

export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect phone number, email or password';

// Checked when no agent matches, so an unknown identifier takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-password-of-anyone'));

export type Partner = { id: string; name: string; support_phone: string; support_email: string };

type AgentRow = {
  id: string;
  partner_id: string;
  role: AccountRole;
  first_name: string;
  last_name: string;
  phone: string;
  email: string | null;
  /** NULL for an invitation not taken up yet (migration 0021): no password matches it. */
  password_hash: string | null;
};

/** Whose failures an attempt counts against: the agent it names, else its partner and identifier. */
type Budget = { agentId: string | null; partnerId: string; identifier: string };

interface Reservation {
  attemptId: string;
  agent: AgentRow | undefined;
  /** The budget's failed or unsettled attempts before this one, newest first. */
  failuresBefore: Date[];
}

export async function findPartner(tx: Queryable, code: string): Promise<Partner | undefined> {
  const { rows } = await tx.query<Partner>(`SELECT id, name, support_phone, support_email FROM public.partner WHERE code = $1`, [code]);
  return rows[0];
}

async function findAgent(tx: Queryable, partnerId: string, identifier: string): Promise<AgentRow | undefined> {
  if (identifier === '') return undefined;
  const { rows } = await tx.query<AgentRow>(
    `SELECT id, partner_id, role, first_name, last_name, phone, email, password_hash FROM public.agent
      WHERE partner_id = $1 AND (phone = $2 OR lower(email) = $2)`,
    [partnerId, identifier],
  );
  return rows[0];
}

/** Holds `key` until the transaction ends: attempts on one budget or address take turns to count and reserve. */
async function lock(tx: Queryable, key: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
}

const windowStart = (now: Date) => new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();

const toDates = (rows: { created_at: unknown }[]) =>
  rows.map((row) => new Date(row.created_at instanceof Date ? row.created_at : String(row.created_at)));

/** The budget's failed or unsettled attempts in the window since its last success, newest first. */
async function recentFailures(tx: Queryable, budget: Budget, now: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: unknown }>(
    `WITH budget AS (
       SELECT id, succeeded, created_at FROM public.login_attempt
        WHERE created_at > $4::timestamptz
          AND CASE WHEN $1::uuid IS NULL THEN agent_id IS NULL AND partner_id = $2 AND identifier = $3 ELSE agent_id = $1 END
     )
     SELECT created_at FROM budget f
      WHERE f.succeeded IS NOT TRUE AND f.id > coalesce((SELECT max(s.id) FROM budget s WHERE s.succeeded), 0)
      ORDER BY f.created_at DESC
      LIMIT $5`,
    [budget.agentId, budget.partnerId, budget.identifier, windowStart(now), MAX_FAILED_SIGN_INS],
  );
  return toDates(rows);
}

/** The address's failed or unsettled attempts in the window, newest first; a success does not clear them. */
async function recentAddressFailures(tx: Queryable, address: string, limit: number, now: Date): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: unknown }>(
    `SELECT created_at FROM public.login_attempt
      WHERE client_address = $1 AND succeeded IS NOT TRUE AND created_at > $2::timestamptz
      ORDER BY created_at DESC
      LIMIT $3`,
    [address, windowStart(now), limit],
  );
  return toDates(rows);
}

export function tooManyAttempts(minutesLeft: number): ActionError {
  return new ActionError(lockoutMessage(minutesLeft), ACTION_ERROR_CODES.tooManyAttempts, { minutes_left: minutesLeft });
}

/** Step 1, in one short transaction: refuses a locked budget or address, else commits an unsettled attempt (change_password reserves the same way). */
export async function reserveAttempt(tx: Queryable, ctx: OwnTransactionsContext, limit: number, partner: Partner, identifier: string): Promise<Reservation> {
  const address = ctx.clientAddress;
  // Always the address first, then the budget: two attempts never wait on each other's second lock.
  if (address !== undefined) await lock(tx, `login:address:${address}`);
  const agent = await findAgent(tx, partner.id, identifier);
  const budget: Budget = { agentId: agent?.id ?? null, partnerId: partner.id, identifier };
  await lock(tx, agent ? `login:agent:${agent.id}` : `login:identifier:${partner.id}:${identifier}`);

  if (address !== undefined) {
    const addressLockedFor = lockoutMinutesLeft(await recentAddressFailures(tx, address, limit, ctx.now), ctx.now, limit);
    if (addressLockedFor !== undefined) {
      throw new ActionError(addressLockoutMessage(addressLockedFor), ACTION_ERROR_CODES.tooManyAttemptsFromAddress, { minutes_left: addressLockedFor });
    }
  }
  const failuresBefore = await recentFailures(tx, budget, ctx.now);
  const lockedFor = lockoutMinutesLeft(failuresBefore, ctx.now);
  // While locked the password is not even checked, and the attempt does not extend the lock.
  if (lockedFor !== undefined) throw tooManyAttempts(lockedFor);

  const { rows } = await tx.query<{ id: unknown }>(
    `INSERT INTO public.login_attempt (partner_id, identifier, agent_id, client_address, succeeded, created_at)
     VALUES ($1, $2, $3, $4, NULL, $5) RETURNING id`,
    [partner.id, identifier, budget.agentId, address ?? null, ctx.now.toISOString()],
  );
  return { attemptId: String(rows[0].id), agent, failuresBefore };
}

/** Step 3: records the outcome; for a right password, the agent's status and session version as they are now. */
export async function settleAttempt(tx: Queryable, attemptId: string, agentId: string | undefined, succeeded: boolean) {
  await tx.query(`UPDATE public.login_attempt SET succeeded = $2 WHERE id = $1`, [attemptId, succeeded]);
  if (!succeeded || agentId === undefined) return undefined;
  const { rows } = await tx.query<{ status: string; session_version: unknown }>(`SELECT status, session_version FROM public.agent WHERE id = $1`, [
    agentId,
  ]);
  return rows[0] && { active: rows[0].status === 'ACTIVE', sessionVersion: Number(rows[0].session_version) };
}

/** A sign-in that went through: when the account last signed in, and every back-office sign-in in the audit log (an agent's are in login_attempt). */
async function recordSignIn(tx: Queryable, agent: AgentRow, ctx: OwnTransactionsContext): Promise<void> {
  await tx.query('UPDATE public.agent SET last_signed_in_at = $2 WHERE id = $1', [agent.id, ctx.now.toISOString()]);
  if (agent.role === AGENT_ROLE) return;
  await recordAudit(tx, {
    actor: { role: agent.role, actorId: agent.id },
    partnerId: agent.partner_id,
    action: LOGIN.name,
    record: { table: 'agent', id: agent.id, label: fullName(agent) },
    before: null,
    after: { signed_in_at: ctx.now.toISOString(), client_address: ctx.clientAddress ?? null },
  });
}

const signIn = (auth: ActionAuth): OwnTransactionsHandler => async (rawInput, ctx): Promise<ActionOutput<typeof LOGIN>> => {
  // The identifier as attempts are counted by: a phone as E.164, other text lower-cased (LOGIN's normaliser).
  const input = readInput(LOGIN, rawInput, lagosToday(ctx.now));
  const { identifier } = input;
  const reserved = await ctx.transaction(async (tx) => {
    const partner = await findPartner(tx, input.partner_code.trim().toUpperCase());
    if (!partner) throw new ActionError(`Unknown partner code ${JSON.stringify(input.partner_code)}`, ACTION_ERROR_CODES.partnerNotFound);
    return { partner, ...(await reserveAttempt(tx, ctx, auth.loginFailuresPerAddress, partner, identifier)) };
  });
  const { partner, agent } = reserved;

  const matches = await verifyPassword(input.password, agent?.password_hash ?? (await timingDummy()));
  // The attempt settled and, for an active account, the sign-in recorded: one transaction.
  const state = await ctx.transaction(async (tx) => {
    const settled = await settleAttempt(tx, reserved.attemptId, agent?.id, Boolean(agent) && matches);
    if (agent && settled?.active) await recordSignIn(tx, agent, ctx);
    return settled;
  });

  if (!agent || !state) {
    // The failure that reaches the limit already says so, rather than the next attempt surprising the agent.
    const nowLocked = lockoutMinutesLeft([ctx.now, ...reserved.failuresBefore], ctx.now);
    throw nowLocked === undefined ? new ActionError(INVALID_CREDENTIALS_MESSAGE, ACTION_ERROR_CODES.invalidCredentials) : tooManyAttempts(nowLocked);
  }
  if (!state.active) {
    throw new ActionError(
      `This account is suspended. Contact ${partner.name} support on ${partner.support_phone} or ${partner.support_email}`,
      ACTION_ERROR_CODES.accountSuspended,
    );
  }

  const signed = await auth.signAgentToken({ agentId: agent.id, role: agent.role, partnerId: agent.partner_id, sessionVersion: state.sessionVersion }, ctx.now);
  return {
    token: signed.token,
    expires_at: signed.expiresAt.toISOString(),
    agent_id: agent.id,
    partner_id: agent.partner_id,
    role: agent.role,
    first_name: agent.first_name,
    last_name: agent.last_name,
    phone: agent.phone,
    email: agent.email,
  };
};

/** `login` with the service's credentials: the token it signs, the failures an address may make. */
export const createLogin = (auth: ActionAuth) => ({ ownTransactions: signIn(auth) });
