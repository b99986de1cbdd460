import { NO_ANSWER_MESSAGE } from '../lib/errors';
import { expect, test } from './support/fixtures';
import { NEEDS_OWN_SERVERS, targetsDeployment } from './support/target';

// Project data-service-down: a yellow app whose server cannot reach the data service, so the browser
// must load the partner itself; here every browser attempt fails as if the service were down, until the
// test lets the requests through again.

test.skip(targetsDeployment, NEEDS_OWN_SERVERS);

/** The retry link's attempts in all (the first included). */
const ATTEMPTS = 3;

test('an agent whose data service is down sees the loading screen, then the message in place of the app, then the app once it is back', async ({
  page,
  signInPage,
}) => {
  let attempts = 0;
  let serviceDown = true;
  let releaseFirstAttempt = () => {};
  const firstAttemptReleased = new Promise<void>((resolve) => (releaseFirstAttempt = resolve));
  await page.route('**/v1/graphql', async (route) => {
    // A CORS preflight is not an attempt of the app's: let it through to wherever it goes.
    if (route.request().method() === 'OPTIONS') return route.continue();
    if (!serviceDown) return route.continue();
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
  await expect(signInPage.errorMessage).toHaveText(NO_ANSWER_MESSAGE, { timeout: 10_000 });
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(signInPage.heading).toHaveCount(0);
  expect(attempts).toBe(ATTEMPTS);

  // The gate asks again by itself (the first wait is 1–2 s): no click on "Try again".
  await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThan(ATTEMPTS);
  serviceDown = false;
  await expect(signInPage.heading).toBeVisible({ timeout: 15_000 });
  await expect(signInPage.errorMessage).toHaveCount(0);
});
