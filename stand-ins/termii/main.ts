// The Termii stand-in on its own: `tsx stand-ins/termii/main.ts` (npm run start:stand-ins starts it with the others).
// TERMII_STAND_IN_PORT, TERMII_STAND_IN_HOST, TERMII_API_KEY, TERMII_SECRET_KEY and TERMII_REPORT_URL override the
// defaults; TERMII_STAND_IN_REPORT_DELAY_MS sets how long after a send its delivery report goes out (default 1000).
import { TERMII_STAND_IN_PORT } from './constants';
import { startTermiiStandIn } from './server';

const env = process.env;
const reportDelayMs = env.TERMII_STAND_IN_REPORT_DELAY_MS ? Number(env.TERMII_STAND_IN_REPORT_DELAY_MS) : undefined;

async function main(): Promise<void> {
  if (reportDelayMs !== undefined && !(Number.isFinite(reportDelayMs) && reportDelayMs >= 0)) {
    throw new Error('TERMII_STAND_IN_REPORT_DELAY_MS must be a number of milliseconds, 0 or more');
  }
  const standIn = await startTermiiStandIn({
    port: env.TERMII_STAND_IN_PORT ? Number(env.TERMII_STAND_IN_PORT) : TERMII_STAND_IN_PORT,
    host: env.TERMII_STAND_IN_HOST || '127.0.0.1',
    apiKey: env.TERMII_API_KEY || undefined,
    secretKey: env.TERMII_SECRET_KEY || undefined,
    reportUrl: env.TERMII_REPORT_URL || undefined,
    reportDelayMs,
    log: (line) => console.log(line),
  });
  console.log(`Termii stand-in at ${standIn.url} (messages sent: ${standIn.url}/)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void standIn.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`Termii stand-in could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
