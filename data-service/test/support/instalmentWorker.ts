import { openDatabase } from '../../src/db/openDatabase';
import type { JobQueue } from '../../src/jobs/queue';
import { createJobQueue, type StartableJobQueue } from '../../src/jobs/pgBossQueue';
import { createLogger } from '../../src/log';
import { queueInstalmentCharges } from '../../src/payments/instalments';
import { paymentJobs } from '../../src/payments/jobs';
import { createPaystackGateway } from '../../src/payments/paystack/createPaystackGateway';
import { PAYMENT_JOBS } from '../../src/payments/services';

/**
 * A data service's job worker for instalments-kill.test.ts: the payment jobs as the service defines them
 * (the real `instalment-charge` work, the real Paystack adapter at `PAYSTACK_BASE_URL`) on
 * `JOB_DATABASE_URL`, or PGlite in `JOB_DATA_DIR`, polling every 200 ms with maintenance every second and
 * each job's expiry and retry delay shortened to seconds (a killed worker's job runs again soon after).
 * `INSTALMENT_SWEEP_AT` (an ISO time) runs the instalment sweep with that clock first. Prints `queued <n>`
 * after it, `ready` once working and `ran instalment-charge` after each charge job; SIGTERM stops it cleanly.
 */
async function main(): Promise<void> {
  const log = createLogger();
  const db = await openDatabase({ databaseUrl: process.env.JOB_DATABASE_URL || undefined, dataDir: process.env.JOB_DATA_DIR ?? '(unused)', log });
  const gateway = createPaystackGateway({ secretKey: String(process.env.PAYSTACK_SECRET_KEY), baseUrl: String(process.env.PAYSTACK_BASE_URL), log, timeoutMs: 10_000 });
  // The jobs send through the queue they run on (a settle's late refund): reached once it exists.
  const sender: Pick<JobQueue, 'sendInTransaction'> = {
    sendInTransaction: (tx, name, data, options) => queue.sendInTransaction(tx, name, data, options),
  };
  const definitions = paymentJobs({ db, log, gateway, queue: sender, appPublicUrl: 'https://agents.example.test' })
    .filter((definition) => definition.name === PAYMENT_JOBS.instalmentCharge)
    .map((definition) => ({
      ...definition,
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      retryBackoff: false,
      work: async (data: unknown) => {
        await definition.work(data);
        console.log(`ran ${definition.name}`);
      },
    }));
  const queue: StartableJobQueue = createJobQueue({ db, log, definitions, timing: { pollingIntervalMs: 200, maintenanceIntervalSeconds: 1 } });
  await queue.start();
  const sweepAt = process.env.INSTALMENT_SWEEP_AT;
  if (sweepAt) console.log(`queued ${await queueInstalmentCharges({ db, gateway, queue: sender }, new Date(sweepAt))}`);
  console.log('ready');
  process.on('SIGTERM', () => {
    void queue
      .stop()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error('worker failed', error);
  process.exit(1);
});
