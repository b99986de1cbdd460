// The Paystack stand-in on its own: `tsx stand-ins/paystack/main.ts` (npm run start:stand-ins starts it with the others).
// PAYSTACK_STAND_IN_PORT, PAYSTACK_STAND_IN_HOST, PAYSTACK_SECRET_KEY and PAYSTACK_WEBHOOK_URL override the defaults;
// PAYSTACK_STAND_IN_RETRY_MS=1000,5000 replaces Paystack's webhook retry schedule (minutes and hours) for demos.
import { PAYSTACK_STAND_IN_PORT } from './constants';
import { startPaystackStandIn } from './server';

const env = process.env;
const retries = env.PAYSTACK_STAND_IN_RETRY_MS?.split(',').map((part) => Number(part.trim())).filter((ms) => Number.isFinite(ms) && ms >= 0);

async function main(): Promise<void> {
  const standIn = await startPaystackStandIn({
    port: env.PAYSTACK_STAND_IN_PORT ? Number(env.PAYSTACK_STAND_IN_PORT) : PAYSTACK_STAND_IN_PORT,
    host: env.PAYSTACK_STAND_IN_HOST || '127.0.0.1',
    secretKey: env.PAYSTACK_SECRET_KEY || undefined,
    webhookUrl: env.PAYSTACK_WEBHOOK_URL || undefined,
    webhookRetryDelaysMs: retries && retries.length > 0 ? retries : undefined,
    log: (line) => console.log(line),
  });
  console.log(`Paystack stand-in at ${standIn.url} (dashboard: ${standIn.url}/)`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void standIn.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`Paystack stand-in could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
