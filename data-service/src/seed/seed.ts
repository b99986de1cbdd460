import type { Database, Queryable } from '../db/types';
import { BOOKKEEPING_SCHEMA, lockAndPrepareBookkeeping } from '../migrate/bookkeeping';
import { seedDemo, seedPlans } from './demoSeed';
import { SEED_PARTNERS } from './partners';

export interface SeedOptions {
  /** The moment the demo's dates count from (its Lagos date); defaults to now. Tests pin it. */
  now?: Date;
  /** Seed the demo agents, customers, orders and claims (default true); partners and plans always. */
  demo?: boolean;
}

/** A named, deterministic step that fills tables once; recorded so a restart never repeats it. */
interface SeedStep {
  name: string;
  run(tx: Queryable, options: Required<SeedOptions>): Promise<void>;
}

const SEED_STEPS: SeedStep[] = [
  {
    name: 'partners',
    async run(tx) {
      for (const p of SEED_PARTNERS) {
        await tx.query(
          `INSERT INTO public.partner (id, code, name, allow_postpaid_plan, policy_prefix, support_phone, support_email)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [p.id, p.code, p.name, p.allow_postpaid_plan, p.policy_prefix, p.support_phone, p.support_email],
        );
      }
    },
  },
  { name: 'plans', run: (tx, options) => seedPlans(tx, options.now) },
  { name: 'demo', run: (tx, options) => seedDemo(tx, options.now) },
];

/** Runs the seed steps not yet recorded, each in one transaction with its record. Returns the names run now. */
export async function seed(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const settings = { now: options.now ?? new Date(), demo: options.demo ?? true };
  const ran: string[] = [];
  for (const step of SEED_STEPS) {
    if (step.name === 'demo' && !settings.demo) continue;
    const didRun = await db.transaction(async (tx) => {
      await lockAndPrepareBookkeeping(tx);
      const { rows } = await tx.query(`SELECT 1 FROM ${BOOKKEEPING_SCHEMA}.seed_runs WHERE name = $1`, [step.name]);
      if (rows.length > 0) return false;
      await step.run(tx, settings);
      await tx.query(`INSERT INTO ${BOOKKEEPING_SCHEMA}.seed_runs (name) VALUES ($1)`, [step.name]);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
}
