import path from 'node:path';
import { expect, test } from './support/fixtures';
import { appStartOutcome } from './support/ownServers';
import { NEEDS_OWN_SERVERS, targetsDeployment } from './support/target';

// Ops starting a brand's build: the links customers open (the card's QR code) are built on APP_PUBLIC_URL
// only, so a server that was not told it refuses to start instead of serving cards that point nowhere.

test.skip(targetsDeployment, NEEDS_OWN_SERVERS);

const PORT = 3106;

test('security (issue 28 #5): the built app started without APP_PUBLIC_URL refuses to start, saying what to set', async () => {
  const outcome = await appStartOutcome({ brand: 'yellow', port: PORT, env: {}, workDir: path.join('.data', 'e2e-app-start') });

  expect(outcome).toMatchObject({ kind: 'exited', code: 1 });
  expect(outcome.output).toContain('The app cannot start: APP_PUBLIC_URL is not set: set it to the address customers open this app at, e.g. APP_PUBLIC_URL=https://');
});
