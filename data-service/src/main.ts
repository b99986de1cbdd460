import { DEV_JWT_SECRET_KEY } from './auth/jwtSecret';
import { loadConfig } from './config';
import { createLogger } from './log';
import { startDataService, type RunningService } from './service';

/**
 * `npm run start:data-service`: configuration from the environment, stop on SIGINT/SIGTERM.
 * The signal handlers are installed before the service starts: the service says it is listening
 * from inside `startDataService`, and a SIGTERM that follows at once must still shut down cleanly.
 */
async function main(): Promise<void> {
  const log = createLogger();
  let service: RunningService | undefined;
  let signalled = false;

  const stop = (running: RunningService) => {
    // An open PGlite instance keeps Node alive, so exit explicitly once everything is closed.
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('clean shutdown failed', error);
        process.exit(1);
      },
    );
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) {
      log.warn(`${signal} again: exiting without a clean shutdown`);
      process.exit(1);
    }
    signalled = true;
    log.info(`${signal}: stopping the data service`);
    if (service) stop(service); // otherwise it stops as soon as it has started
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    const config = loadConfig();
    if (config.jwtSecret.key === DEV_JWT_SECRET_KEY) {
      log.warn('tokens are signed with the public development key: for development only');
    }
    service = await startDataService(config, log);
  } catch (error) {
    // Startup problems (lock held, bad config, unreachable database) are for people: message only.
    log.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  if (signalled) stop(service);
}

void main();
