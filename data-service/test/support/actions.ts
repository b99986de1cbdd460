import { addDays, lagosToday, luhnCheckDigit } from '@/lib/validation';
import { claimEvidenceIds, plansWithoutInspectionPhotos } from './evidenceFixtures';
import type { AccountRole } from '@/lib/domain/roles';
import { ActionError, opensOwnTransactions, type ActionCode, type ActionContext } from '../../src/engine/actions/contract';
import { hashPassword } from '../../src/auth/password';
import { openDatabase } from '../../src/db/openDatabase';
import type { Database, Queryable } from '../../src/db/types';
import { sharedGuesses } from '../../src/engine/limits/guesses';
import { SharedBuckets } from '../../src/engine/limits/sharedBuckets';
import type { Session } from '../../src/engine/parse/context';
import { memoryLogger } from '../../src/log';
import { migrate } from '../../src/migrate/migrate';
import { coverEndsOn } from '../../src/actions/rules/dates';
import { submitClaim } from '../../src/actions/handlers/submitClaim';
import { DEMO_IDS } from '../../src/seed/demo';
import { SUNLINE_NG } from '../../src/seed/partners';
import { seed } from '../../src/seed/seed';
import { createTestTarget, type TestTarget } from './testTarget';

/**
 * Calling action handlers directly, as the engine does: inside one transaction, with the writes
 * registered by `afterRollback` run after a rollback. Plus small fixtures (agents, customers,
 * devices, orders) with numbers that never collide with the demo seed's.
 */

export interface ActionTestDb {
  db: Database;
  target: TestTarget;
  close(): Promise<void>;
}

/** A migrated, seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function openActionTestDb(): Promise<ActionTestDb> {
  const target = await createTestTarget({ seeded: true });
  const db = await openDatabase({ databaseUrl: target.config.databaseUrl, dataDir: target.config.dataDir });
  try {
    await migrate(db);
    await seed(db);
    await plansWithoutInspectionPhotos(db);
  } catch (error) {
    await db.close();
    await target.cleanup();
    throw error;
  }
  return {
    db,
    target,
    close: async () => {
      await db.close();
      await target.cleanup();
    },
  };
}

/**
 * Runs a handler as the engine would: one transaction, and after a rollback the registered writes; or,
 * for an action that opens its own transactions, with the database to open them on.
 */
export async function runAction(
  db: Database,
  code: ActionCode,
  input: Record<string, unknown>,
  options: { session: Session; now?: Date; clientAddress?: string },
): Promise<unknown> {
  const pending: ((tx: Queryable) => Promise<void>)[] = [];
  const log = memoryLogger();
  const request = { session: options.session, now: options.now ?? new Date(), log, clientAddress: options.clientAddress };
  if (opensOwnTransactions(code)) {
    const guesses = sharedGuesses(new SharedBuckets(db), log);
    return code.ownTransactions(input, { ...request, guesses, transaction: (work) => db.transaction(work) });
  }
  try {
    return await db.transaction((tx) => {
      const ctx: ActionContext = { ...request, tx, afterRollback: (write) => pending.push(write) };
      return code(input, ctx);
    });
  } catch (error) {
    for (const write of pending) await db.transaction(write);
    throw error;
  }
}

/** The ActionError a call fails with (fails the test when it succeeds or throws anything else). */
export async function actionError(promise: Promise<unknown>): Promise<ActionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return error;
    throw error;
  }
  throw new Error('expected the action to fail');
}

export const ANONYMOUS: Session = { role: 'anonymous', variables: { 'x-hasura-role': 'anonymous' } };

export function agentSessionOf(agent: { id: string; partnerId: string }, role: AccountRole = 'agent'): Session {
  return { role, variables: { 'x-hasura-role': role, 'x-hasura-user-id': agent.id, 'x-hasura-partner-id': agent.partnerId } };
}

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

// Fixture numbers: the demo seed uses 0803000000x for agents; fixtures count from a high block.
let counter = 0;
const next = () => (counter += 1);

/** A Nigerian mobile in E.164 that no seeded row uses. */
export function uniquePhone(): string {
  return `+234909${String(process.pid % 1000).padStart(3, '0')}${String(next()).padStart(4, '0')}`;
}

/** A valid (Luhn) IMEI no seeded device uses. */
export function uniqueImei(): string {
  const payload = `990${String(process.pid % 10000).padStart(4, '0')}${String(next()).padStart(7, '0')}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

export interface TestAgent {
  id: string;
  partnerId: string;
  phone: string;
  email: string;
  session: Session;
}

export async function createAgent(
  db: Queryable,
  options: { partnerId: string; walletKobo?: number; status?: 'ACTIVE' | 'SUSPENDED'; email?: string; role?: AccountRole; teamLeadId?: string },
): Promise<TestAgent> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const phone = uniquePhone();
  const email = options.email ?? `agent.${next()}.${process.pid}@example.ng`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO public.agent (partner_id, first_name, last_name, phone, email, password_hash, status, role, team_lead_id)
     VALUES ($1, 'Test', 'Agent', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [options.partnerId, phone, email, await passwordHash, options.status ?? 'ACTIVE', options.role ?? 'agent', options.teamLeadId ?? null],
  );
  const id = rows[0].id;
  if (options.walletKobo) {
    await db.query(`UPDATE public.agent SET wallet_balance_kobo = $2 WHERE id = $1`, [id, options.walletKobo]);
    await db.query(
      `INSERT INTO public.wallet_transaction (partner_id, agent_id, kind, amount_kobo, balance_after_kobo, description)
       VALUES ($1, $2, 'FUNDING', $3, $3, 'Opening balance')`,
      [options.partnerId, id, options.walletKobo],
    );
  }
  const session = agentSessionOf({ id, partnerId: options.partnerId }, options.role);
  return { id, partnerId: options.partnerId, phone, email, session };
}

export interface TestDevice {
  customerId: string;
  deviceId: string;
  imei: string;
}

/** A customer of `agent` with one device (value and purchase date as given; default ₦150,000 bought 30 days ago). */
export async function createCustomerWithDevice(
  db: Queryable,
  agent: TestAgent,
  options: { priceKobo?: number; purchaseDate?: string } = {},
): Promise<TestDevice> {
  const today = lagosToday();
  const customer = await db.query<{ id: string }>(
    `INSERT INTO public.customer (partner_id, agent_id, first_name, last_name, phone, gender, date_of_birth, address, state, id_type, id_number, id_number_last4)
     VALUES ($1, $2, 'Ada', 'Obi', $3, 'FEMALE', '1990-01-01', '1 Marina Road', 'Lagos', 'PASSPORT', 'A12345678', '5678') RETURNING id`,
    [agent.partnerId, agent.id, uniquePhone()],
  );
  return addTestDevice(db, agent, customer.rows[0].id, { purchaseDate: addDays(today, -30), ...options });
}

export async function addTestDevice(
  db: Queryable,
  agent: TestAgent,
  customerId: string,
  options: { priceKobo?: number; purchaseDate?: string } = {},
): Promise<TestDevice> {
  const imei = uniqueImei();
  const device = await db.query<{ id: string }>(
    `INSERT INTO public.device (partner_id, customer_id, agent_id, imei, brand, model, purchase_price_kobo, purchase_date)
     VALUES ($1, $2, $3, $4, 'Tecno', 'Camon 20', $5, $6) RETURNING id`,
    [agent.partnerId, customerId, agent.id, imei, options.priceKobo ?? 15_000_000, options.purchaseDate ?? addDays(lagosToday(), -30)],
  );
  return { customerId, deviceId: device.rows[0].id, imei };
}

/**
 * An order written directly (as back office or the seed would), for claim, renewal and card tests.
 * The verification code is left to the column's default, as buy_plan leaves it.
 */
export async function createOrder(
  db: Queryable,
  agent: TestAgent,
  device: TestDevice,
  planId: string,
  options: { startsOn: string; status?: string; endsOn?: string },
): Promise<{ id: string; policyNumber: string; verificationCode: string }> {
  const n = next();
  const policyNumber = `TST-${options.startsOn.slice(0, 4)}-${String(900_000 + n).padStart(6, '0')}`;
  const { rows } = await db.query<{ id: string; verification_code: string }>(
    `INSERT INTO public.plan_order (partner_id, agent_id, customer_id, device_id, plan_id, reference, policy_number, billing, status,
        premium_kobo, amount_paid_kobo, starts_on, ends_on, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PREPAID', $8, 600000, 600000, $9, $10, gen_random_uuid()) RETURNING id, verification_code`,
    [
      agent.partnerId,
      agent.id,
      device.customerId,
      device.deviceId,
      planId,
      `ORD-${options.startsOn.slice(0, 4)}-${String(900_000 + n).padStart(6, '0')}`,
      policyNumber,
      options.status ?? 'ACTIVE',
      options.startsOn,
      options.endsOn ?? coverEndsOn(options.startsOn, 12),
    ],
  );
  return { id: rows[0].id, policyNumber, verificationCode: rows[0].verification_code };
}

/** Row counts of the tables actions write, to prove a failed call changed nothing. */
export async function tableCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = [
    'customer',
    'device',
    'plan_order',
    'payment',
    'payment_event',
    'payment_refund',
    'card_authorization',
    'wallet_account',
    'gateway_event',
    'claim',
    'claim_event',
    'wallet_transaction',
    'action_request',
    'login_attempt',
    'audit_event',
    'message',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: unknown }>(`SELECT count(*)::int AS n FROM public.${table}`);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/**
 * A SUBMITTED screen claim of `agent` (of Sunline), filed as the app files one, on a new customer's Total
 * Care order that started 60 days ago (past the waiting period): for the tests of what follows a claim.
 */
export async function fileScreenClaim(db: Database, agent: TestAgent): Promise<{ claimId: string; reference: string; excessKobo: number }> {
  const today = lagosToday();
  const device = await createCustomerWithDevice(db, agent, { purchaseDate: addDays(today, -70) });
  const order = await createOrder(db, agent, device, DEMO_IDS[SUNLINE_NG.code].planIds.TOTAL_CARE, { startsOn: addDays(today, -60) });
  const filed = (await runAction(
    db,
    submitClaim,
    {
      idempotency_key: crypto.randomUUID(),
      order_id: order.id,
      claim_type: 'SCREEN',
      incident_date: addDays(today, -2),
      description: 'The screen cracked when the phone fell off a table.',
      evidence_ids: await claimEvidenceIds(db, agent, 'SCREEN'),
    },
    { session: agent.session },
  )) as { claim_id: string; reference: string; excess_kobo: number };
  return { claimId: filed.claim_id, reference: filed.reference, excessKobo: Number(filed.excess_kobo) };
}
