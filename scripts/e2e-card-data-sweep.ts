// After the e2e run (scripts/e2e.mjs): no card number may be anywhere we keep things. The run typed the
// gateway's test cards on the gateway's checkout page only; this reads every row of every table of the run's
// database (the embedded one the suite's data service left in DATA_DIR, every schema: ours and the job
// queue's), every line the run's servers logged and every error report the run sent (E2E_LOG_DIR), and fails
// naming the place where a card number turns up, written together or in groups.
//
//   node --import tsx scripts/e2e-card-data-sweep.ts [data dir] [log dir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PAYSTACK_SUCCESS_TEST_CARD } from '../stand-ins/paystack/testCards';

/** The card numbers a run types: Paystack's test card (the only one the specs use), as the checkout page takes it. */
export const SWEPT_CARD_NUMBERS: readonly string[] = [PAYSTACK_SUCCESS_TEST_CARD];

/** A card number written whole or with spaces or dashes between its digits. */
export function cardNumberPattern(numbers: readonly string[] = SWEPT_CARD_NUMBERS): RegExp {
  return new RegExp(numbers.map((digits) => digits.split('').join('[\\s-]?')).join('|'));
}

export interface Finding {
  place: string;
  excerpt: string;
}

function excerptAround(text: string, index: number): string {
  return text.slice(Math.max(0, index - 40), index + 60).replace(/\s+/g, ' ');
}

/** Every table of every schema but PostgreSQL's own, each row as text. */
export async function sweepDatabase(dataDir: string, pattern: RegExp): Promise<Finding[]> {
  const db = await PGlite.create({ dataDir });
  try {
    const { rows: tables } = await db.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const findings: Finding[] = [];
    for (const { schema, name } of tables) {
      const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
      const { rows } = await db.query<{ row: string }>(`SELECT t::text AS row FROM ${quoted} t`);
      for (const { row } of rows) {
        const match = pattern.exec(row);
        if (match) findings.push({ place: `table ${schema}.${name}`, excerpt: excerptAround(row, match.index) });
      }
    }
    if (tables.length === 0) throw new Error(`no tables in ${dataDir}: is it the run's database?`);
    return findings;
  } finally {
    await db.close();
  }
}

/** Every file of the run's logs and error reports. */
export function sweepLogs(logDir: string, pattern: RegExp): Finding[] {
  if (!fs.existsSync(logDir)) throw new Error(`no logs in ${logDir}: did the run's servers start through e2e/support/teeOutput.mjs?`);
  const findings: Finding[] = [];
  for (const name of fs.readdirSync(logDir).sort()) {
    const text = fs.readFileSync(path.join(logDir, name), 'utf8');
    const match = pattern.exec(text);
    if (match) findings.push({ place: `log ${name}`, excerpt: excerptAround(text, match.index) });
  }
  return findings;
}

async function main(): Promise<void> {
  const dataDir = process.argv[2] ?? '.data/e2e';
  const logDir = process.argv[3] ?? process.env.E2E_LOG_DIR ?? '.data/e2e-logs';
  const pattern = cardNumberPattern();
  const findings = [...(await sweepDatabase(dataDir, pattern)), ...sweepLogs(logDir, pattern)];
  const logs = fs.readdirSync(logDir).length;
  if (findings.length === 0) {
    console.log(`e2e: card-data sweep: no card number in the run's database (${dataDir}) or its ${logs} logs and error reports (${logDir})`);
    return;
  }
  for (const finding of findings) console.error(`e2e: card-data sweep: a card number in ${finding.place}: …${finding.excerpt}…`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
