import type { APIRequestContext, Page } from '@playwright/test';
import { demoDeviceId, demoOrderId, DEMO_IDS } from '../data-service/src/seed/demo';
import { isOpenClaimStatus, OPEN_CLAIM_STATUSES } from '../lib/domain/claims';
import { formatMoney } from '../lib/format/money';
import { addDays, lagosToday } from '../lib/validation/dates';
import { ClaimPage, NewClaimPage } from './pages/ClaimPages';
import { asCameraPhoto } from './support/claimPhotos';
import { OrderPage } from './pages/OrderPage';
import { runBackOfficeScript } from './support/backOffice';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { freshPhoto } from './support/evidence';
import { expect, test as base } from './support/fixtures';
import { targetsDeployment } from './support/target';

// A customer is back at the counter with a broken phone: the agent files the claim on the plan they sold,
// tells the customer the excess, and follows the repair as back office moves it on. All on a phone.

const test = base.extend<{ newClaim: NewClaimPage; claimPage: ClaimPage }>({
  newClaim: async ({ page }, provide) => provide(new NewClaimPage(page)),
  claimPage: async ({ page }, provide) => provide(new ClaimPage(page)),
});

test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);
test.use({ viewport: { width: 360, height: 740 } });

const DESCRIPTION = 'The phone fell off the counter and the screen cracked across the top corner.';

/** A seeded order of the demo agent, by its customer's story (data-service/src/seed/demoScenarios.ts). */
function seededOrder(partnerCode: string, scenario: string): string {
  return demoOrderId(demoDeviceId(DEMO_IDS[partnerCode].partnerId, scenario, 0), 0);
}

interface DbClaim {
  id: string;
  reference: string;
  status: string;
  claim_type: string;
  excess_kobo: number;
  plan_order_id: string;
  events: { status: string; note: string | null }[];
}

const CLAIM_FIELDS = 'id reference status claim_type excess_kobo plan_order_id events: claim_events(order_by: [{ created_at: asc }, { id: asc }]) { status note }';

/** The agent's claims as the database holds them, newest first. */
async function claimsOf(request: APIRequestContext, token: string): Promise<DbClaim[]> {
  const data = await graphql<{ claim: DbClaim[] }>(request, `{ claim(order_by: [{ created_at: desc }, { id: desc }]) { ${CLAIM_FIELDS} } }`, {}, token);
  return data.claim;
}

async function orderOf(request: APIRequestContext, token: string, id: string) {
  const data = await graphql<{ plan_order_by_pk: { id: string; starts_on: string; ends_on: string; plan: { name: string; excess_kobo: number } } }>(
    request,
    'query ($id: uuid!) { plan_order_by_pk(id: $id) { id starts_on ends_on plan { name excess_kobo } } }',
    { id },
    token,
  );
  return data.plan_order_by_pk;
}

/** The `submit_claim` requests the page sends, by idempotency key. */
function submittedKeys(page: Page): () => string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/v1/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { idempotencyKey?: string } } | null;
    if (body?.operationName === 'SubmitClaim') keys.push(String(body.variables?.idempotencyKey));
  });
  return () => keys;
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a screen claim filed from the order screen: a double click files one, with its first timeline event', async ({
  brand,
  demo,
  newClaim,
  claimPage,
  page,
  request,
}) => {
  const orderId = seededOrder(brand.partnerCode, 'active-claim-rejected');
  const order = await orderOf(request, demo.token, orderId);
  const before = await claimsOf(request, demo.token);
  const sent = submittedKeys(page);
  // A slow answer, so the second click lands while the first request is out.
  await page.route('**/v1/graphql', async (route) => {
    if (route.request().method() === 'POST' && route.request().postDataJSON()?.operationName === 'SubmitClaim') await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });

  const orderPage = new OrderPage(page);
  await orderPage.open(orderId);
  await page.getByRole('link', { name: 'File a claim' }).click();
  await expect(page).toHaveURL(`/account/warranty/new?order=${orderId}`);
  await expect(newClaim.orderBox).toContainText(order.plan.name);
  // Total Care covers no theft: it is not offered, and neither is the police report.
  await expect(newClaim.claimType('Theft')).toHaveCount(0);
  await expect(newClaim.policeReport).toHaveCount(0);

  // A photo of the damage goes with every claim (a theft's: the police report).
  await newClaim.fill({ type: 'Screen damage', incidentDate: addDays(lagosToday(), -3), description: DESCRIPTION, photo: asCameraPhoto(await freshPhoto()) });
  await expect(newClaim.form.getByText(`${[...DESCRIPTION].length} / 1000`)).toBeVisible();
  await expect(newClaim.excess).toHaveText(`Excess for this claim: ${formatMoney(order.plan.excess_kobo)}`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await newClaim.fileClaim.dblclick();

  await expect(page).toHaveURL(/\/account\/warranty\/[0-9a-f-]{36}$/);
  expect(new Set(sent()).size).toBe(1);
  const after = await claimsOf(request, demo.token);
  expect(after).toHaveLength(before.length + 1);
  const filed = after.find((claim) => !before.some((old) => old.id === claim.id))!;
  expect(filed).toMatchObject({ plan_order_id: orderId, claim_type: 'SCREEN', status: 'SUBMITTED', excess_kobo: order.plan.excess_kobo });
  expect(filed.events.map((event) => event.status)).toEqual(['SUBMITTED']);

  await expect(claimPage.heading).toHaveText(`Claim ${filed.reference}`);
  await expect(claimPage.timeline).toHaveCount(1);
  await expect(claimPage.timeline.first()).toContainText('Submitted');
  await expect(claimPage.detail('Excess to collect')).toHaveText(`${formatMoney(order.plan.excess_kobo)}, payable once the claim is approved`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // The draft is gone once filed.
  expect(await page.evaluate(() => localStorage.getItem('dc-agent:claim-draft'))).toBeNull();

  await page.getByRole('link', { name: 'All claims' }).click();
  await expect(page.getByRole('link', { name: new RegExp(filed.reference) }).first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('each claim rule gives its own message where it belongs and files nothing', async ({ brand, demo, newClaim, request }) => {
  const today = lagosToday();
  const before = (await claimsOf(request, demo.token)).length;
  // Each claim goes with its photo, so the service, not the form, is what refuses it.
  const photo = asCameraPhoto(await freshPhoto());
  const refused = async (scenario: string, values: { type?: string; incidentDate: string }) => {
    await newClaim.open(seededOrder(brand.partnerCode, scenario));
    await newClaim.fill({ ...values, description: DESCRIPTION, photo });
    await newClaim.fileClaim.click();
  };

  // Bought days ago: the first 14 days are a waiting period, and the screen says from when it is covered.
  await refused('active-new', { type: 'Screen damage', incidentDate: today });
  await expect(await newClaim.problemOf(newClaim.incidentDate)).toHaveText(/^Incidents are covered from .+: the first 14 days of a plan are a waiting period$/);

  // Ended last week: an incident today is outside its cover.
  await refused('expired-recently', { incidentDate: today });
  await expect(await newClaim.problemOf(newClaim.incidentDate)).toHaveText(/^The plan did not cover .+: its cover runs from .+ to .+$/);

  // Screen Guard's one claim of the term is used.
  await refused('active-claim-completed', { type: 'Screen damage', incidentDate: addDays(today, -3) });
  await expect(newClaim.orderBox).toContainText('This plan has used its 1 claim for the term');

  // A claim still open on the device: the message links to it.
  await refused('active-claim-submitted', { type: 'Screen damage', incidentDate: addDays(today, -3) });
  await expect(newClaim.orderBox).toContainText(/This device already has an open claim \(CLM-\d{4}-\d{6}\)/);
  const openClaim = newClaim.orderBox.getByRole('link', { name: /^View claim CLM-/ });
  await expect(openClaim).toHaveAttribute('href', /^\/account\/warranty\/[0-9a-f-]{36}$/);

  // Theft needs the police report: asked only for theft, and said before anything is sent, with its file.
  await newClaim.open(seededOrder(brand.partnerCode, 'active-theft-completed'));
  await expect(newClaim.policeReport).toHaveCount(0);
  await newClaim.fill({ type: 'Theft', incidentDate: addDays(today, -3), description: DESCRIPTION });
  await newClaim.fileClaim.click();
  await expect(await newClaim.problemOf(newClaim.policeReport)).toHaveText('A theft claim needs the police report number');
  await expect(newClaim.photoField('Police report')).toContainText('Add the police report: a photo of it or the PDF.');

  // The form offers only covered types; the service still refuses one sent by hand, on its field.
  const notCovered = await submitClaimByHand(request, demo, seededOrder(brand.partnerCode, 'active-claim-rejected'), 'THEFT', addDays(today, -3));
  expect(notCovered).toMatchObject({ message: 'Total Care does not cover theft', extensions: { code: 'claim-type-not-covered', field: 'claim_type' } });

  expect((await claimsOf(request, demo.token)).length).toBe(before);
});

async function submitClaimByHand(request: APIRequestContext, session: AgentSession, orderId: string, claimType: string, incidentDate: string) {
  if (!dataServiceUrl) throw new Error(NEEDS_DATA_SERVICE);
  const response = await request.post(dataServiceUrl, {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      query: `mutation ($key: uuid!, $order: uuid!, $type: claim_type!, $date: date!, $text: String!) {
        submit_claim(idempotency_key: $key, order_id: $order, claim_type: $type, incident_date: $date, description: $text, police_report_number: "NPF/LAG/2026/1") { claim_id }
      }`,
      variables: { key: crypto.randomUUID(), order: orderId, type: claimType, date: incidentDate, text: DESCRIPTION },
    },
  });
  const answer = (await response.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] };
  return answer.errors?.[0];
}

/** Back office, as `npm run claim:advance` stands in for it: `args` start with the status the claim is in. */
const advanceClaim = (reference: string, ...args: string[]) => runBackOfficeScript('claim:advance', [reference, ...args]);

test('back office moves claims on (npm run claim:advance): the timeline and the open-claims figure follow', async ({
  brand,
  claimPage,
  dashboardPage,
  demo,
  page,
  request,
}) => {
  test.skip(targetsDeployment, 'claim:advance signs with the local data service’s development key');
  const claims = await claimsOf(request, demo.token);
  const openBefore = claims.filter((claim) => isOpenClaimStatus(claim.status)).length;
  const approved = claims.find((claim) => claim.status === 'APPROVED' && claim.plan_order_id === seededOrder(brand.partnerCode, 'active-claim-approved'))!;
  const underReview = claims.find((claim) => claim.status === 'UNDER_REVIEW' && claim.plan_order_id === seededOrder(brand.partnerCode, 'active-claim-under-review'))!;

  await claimPage.open(approved.id);
  await expect(claimPage.timeline.last()).toContainText('Approved');
  expect(await advanceClaim(approved.reference, 'APPROVED')).toBe(`claim ${approved.reference}: APPROVED → IN_REPAIR`);
  await page.reload();
  await expect(claimPage.timeline).toHaveCount(approved.events.length + 1);
  await expect(claimPage.timeline.last()).toContainText('In repair');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('The phone is being repaired.');

  const note = 'The damage was there before the plan started.';
  expect(await advanceClaim(underReview.reference, 'UNDER_REVIEW', 'REJECTED', '--note', note)).toBe(`claim ${underReview.reference}: UNDER_REVIEW → REJECTED`);
  await claimPage.open(underReview.id);
  await expect(claimPage.timeline.last()).toContainText('Rejected');
  await expect(claimPage.timeline.last()).toContainText(note);
  await expect(claimPage.timeline.last().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);

  // In repair is still open; rejected is not: one fewer open claim, on the dashboard as in the database.
  const openNow = (await claimsOf(request, demo.token)).filter((claim) => isOpenClaimStatus(claim.status)).length;
  expect(openNow).toBe(openBefore - 1);
  await dashboardPage.open();
  await dashboardPage.waitForFigures();
  await expect(dashboardPage.stat('Open claims')).toContainText(String(openNow));

  // "See claims" lists exactly the open ones.
  await dashboardPage.stat('Open claims').getByRole('link', { name: 'See claims' }).click();
  await expect(page).toHaveURL('/account/warranty?status=open');
  const listed = page.getByRole('list', { name: /claims/i }).getByRole('listitem');
  await expect(listed).toHaveCount(Math.min(openNow, 20));
  expect(OPEN_CLAIM_STATUSES).not.toContain('REJECTED');
});

test("another agent's claim, or an id that is no id, is not found", async ({ brand, claimPage, demo, request }) => {
  void demo;
  const second = await loginAs(request, brand.partnerCode, '08030000002', DEMO_AGENT.password);
  const theirs = (await claimsOf(request, second.token))[0];
  expect(theirs).toBeDefined();

  for (const id of [theirs.id, 'not-a-claim']) {
    const response = await claimPage.open(id);
    expect(response?.status()).toBe(404);
    await expect(claimPage.notFound).toBeVisible();
    await expect(claimPage.page.getByText(theirs.reference)).toHaveCount(0);
  }
});
