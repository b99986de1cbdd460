// throwaway diagnostic (deleted after use)
import { loadConfig } from '../src/config';
import { startDataService } from '../src/service';
import { buyPlanCase } from './buyPlanCase';
async function main() {
  const config = loadConfig({ ...process.env, DATA_SERVICE_PORT: '0' });
  const service = await startDataService(config, { info() {}, warn() {}, error: (m: string) => console.error(m) });
  const db = service.db;
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const prepared = await buyPlanCase.prepare(db, { connections: 1, requestsPerConnection: 400 });
  if ('skipped' in prepared) throw new Error(prepared.skipped);
  const plan = prepared.plan;
  if (plan.variables.kind !== 'each') throw new Error('x');
  const list = plan.variables.floor[0];
  await db.query('SELECT pg_stat_statements_reset()');
  const t0 = performance.now();
  for (let i = 0; i < 300; i++) await prepared.floor({ ...list[i], idempotency_key: crypto.randomUUID() });
  const ms = (performance.now() - t0) / 300;
  console.log(`floor sequential: ${ms.toFixed(2)} ms per buy_plan`);
  const { rows } = await db.query(`SELECT calls, round(total_exec_time::numeric,1) AS total_ms, round(mean_exec_time::numeric,3) AS mean_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS q FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 25`);
  for (const r of rows) console.log(r.calls, r.total_ms, r.mean_ms, r.q);
  await service.stop();
}
main().then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });
