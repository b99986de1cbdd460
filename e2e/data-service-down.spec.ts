import { expect, test } from './support/fixtures';
import { NEEDS_OWN_SERVERS, targetsDeployment } from './support/target';

// Project data-service-down: a yellow app whose server cannot reach the data service, so the browser
// must load the partner itself; here every browser attempt fails as if the service were down.

test.skip(targetsDeployment, NEEDS_OWN_SERVERS);

/** The retry link's attempts in all (the first included). */
const ATTEMPTS = 3;

test('an agent whose data service is down sees the loading screen, then the error in place of the app', async ({
  page,
  signInPage,
}) => {
  let attempts = 0;
  let releaseFirstAttempt = () => {};
  const firstAttemptReleased = new Promise<void>((resolve) => (releaseFirstAttempt = resolve));
  await page.route('**/v1/graphql', async (route) => {
    // A CORS preflight is not an attempt of the app's: let it through to wherever it goes.
    if (route.request().method() === 'OPTIONS') return route.continue();
    attempts += 1;
    // Hold the first attempt so the loading screen is on screen for as long as the check needs.
    if (attempts === 1) await firstAttemptReleased;
    await route.abort('connectionrefused');
  });

  try {
    await signInPage.open();
    await expect(signInPage.loadingScreen).toBeVisible();
  } finally {
    releaseFirstAttempt();
  }

  // Backoff from 300 ms, doubling, with jitter: well under 10 s for three attempts.
  await expect(signInPage.errorMessage).toBeVisible({ timeout: 10_000 });
  await expect(signInPage.loadingScreen).toBeHidden();
  await expect(signInPage.heading).toHaveCount(0);
  expect(attempts).toBe(ATTEMPTS);
  // No attempt after the last one.
  await page.waitForTimeout(1_500);
  expect(attempts).toBe(ATTEMPTS);
});
