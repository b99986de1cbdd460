import type { Page, Request, Route } from '@playwright/test';
import { NO_ANSWER_MESSAGE } from '../lib/errors';
import { CustomersPage } from './pages/CustomersPage';
import { dataServiceUrl, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';

// Finding #9: with the data service down and back, a screen stayed on the browser's "Failed to fetch"
// until "Try again" was clicked. The data service is taken "down" for the browser only (its requests are
// refused); the app's server still reaches it, as when the agent's own connection drops. A search in the
// customers list asks from the browser (the dashboard, where it was found, and the list's first page now
// come in the server's render).

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

const DATA_SERVICE = '**/v1/graphql';
/** A surname the demo seed gives several customers. */
const SEARCH = 'Okonkwo';
/** The retry link's attempts in all for one load (the first included). */
const ATTEMPTS_PER_LOAD = 3;

/** Refuses every request of the app's to the data service, counting them. */
function serviceDown() {
  const state = { attempts: 0 };
  const refuse = async (route: Route) => {
    if (route.request().method() !== 'OPTIONS') state.attempts += 1;
    await route.abort('connectionrefused');
  };
  return { state, refuse };
}

/** Opens the customers list (from the server), then searches with the data service down: the search's failure is on screen. */
async function searchCustomersWhileDown(page: Page, customersPage: CustomersPage) {
  await customersPage.open();
  await expect(customersPage.rows.first()).toBeVisible();
  const down = serviceDown();
  await page.route(DATA_SERVICE, down.refuse);
  await customersPage.search(SEARCH);
  const failure = page.getByRole('alert').filter({ hasText: 'Your customers could not be loaded.' });
  await expect(failure).toContainText(NO_ANSWER_MESSAGE);
  return { down, failure };
}

test('security #9: a customer search keeps its shell while the data service is down, in plain words, and shows the customers by itself once it is back', async ({
  page,
  demo,
  accountShell,
}) => {
  expect(demo.token).toBeTruthy();
  const customersPage = new CustomersPage(page);
  const { down, failure } = await searchCustomersWhileDown(page, customersPage);
  await expect(accountShell.nav).toBeVisible();
  await expect(customersPage.heading).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // Back: the next automatic attempt loads the figures; nobody clicks "Try again".
  await page.unroute(DATA_SERVICE, down.refuse);
  await expect(customersPage.rows.first()).toContainText(SEARCH, { timeout: 15_000 });
  await expect(failure).toHaveCount(0);
  await expect(accountShell.nav).toBeVisible();
});

test('security #9: a screen that failed while the browser was offline tries again as soon as it is back online', async ({
  page,
  context,
  demo,
}) => {
  expect(demo.token).toBeTruthy();
  const customersPage = new CustomersPage(page);
  const { down, failure } = await searchCustomersWhileDown(page, customersPage);
  // One automatic attempt made and failed: the next wait is at least 2 s.
  await expect.poll(() => down.state.attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2 * ATTEMPTS_PER_LOAD);

  await context.setOffline(true);
  await page.unroute(DATA_SERVICE, down.refuse);
  let requestsWhileOffline = 0;
  const countRequest = (request: Request) => {
    if (request.url().includes('/v1/graphql') && request.method() === 'POST') requestsWhileOffline += 1;
  };
  page.on('request', countRequest);
  // Offline, nothing is tried (the waits would have run out by now) and the message stays.
  await page.waitForTimeout(5_000);
  page.off('request', countRequest);
  await expect(failure).toBeVisible();
  expect(requestsWhileOffline).toBe(0);

  await context.setOffline(false);
  // At once: well before the shortest wait still due (2 s).
  await expect(customersPage.rows.first()).toContainText(SEARCH, { timeout: 1_500 });
  await expect(failure).toHaveCount(0);
});
