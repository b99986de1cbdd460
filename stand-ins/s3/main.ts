// The S3 stand-in on its own: `tsx stand-ins/s3/main.ts` (npm run start:stand-ins starts it with the others).
// S3_STAND_IN_PORT and S3_STAND_IN_HOST override the defaults; it accepts only its public key pair (constants.ts).
import { S3_STAND_IN_PORT } from './constants';
import { startS3StandIn } from './server';

const env = process.env;

async function main(): Promise<void> {
  const standIn = await startS3StandIn({
    port: env.S3_STAND_IN_PORT ? Number(env.S3_STAND_IN_PORT) : S3_STAND_IN_PORT,
    host: env.S3_STAND_IN_HOST || '127.0.0.1',
    log: (line) => console.log(line),
  });
  console.log(`S3 stand-in at ${standIn.url} (path-style, region ${standIn.region}, access key ${standIn.accessKeyId})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void standIn.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(`S3 stand-in could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
