import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, lagosToday } from '../lib/validation/dates';
import { ClaimPage, NewClaimPage } from './pages/ClaimPages';
import { ClaimNotesPanel, DeskEvidencePanel } from './pages/ClaimsDeskPages';
import { asAdmin } from './support/backOffice';
import {
  asCameraPhoto,
  claimableOrder,
  claimEvidence,
  fileScreenClaimWithPhoto,
  policeReportPdf,
  renamedExecutable,
  storedFileStart,
} from './support/claimPhotos';
import { dataServiceUrl, DEMO_AGENT, loginAs, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { cameraPhoto, freshPhoto } from './support/evidence';
import { expect, test as base } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// A customer brings a cracked phone, or reports a theft: the agent takes the photos (or the police report's
// PDF) with the claim, on a phone on mobile data. The claims desk sees them beside the phone's photos from
// its sale, is told on both claims when a photo was used on another, and asks for more; the agent adds it.
// Nobody else's link opens a file, and a program dressed as a photo is refused.

const test = base.extend<{ newClaim: NewClaimPage; claimPage: ClaimPage }>({
  newClaim: async ({ page }, provide) => provide(new NewClaimPage(page)),
  claimPage: async ({ page }, provide) => provide(new ClaimPage(page)),
});

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);
test.use({ viewport: { width: 360, height: 740 } });

const OFFICER_PHONE = '08030000010';
const DESCRIPTION = 'The phone fell off the counter and the screen cracked across the top corner.';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Every image in `list` has been fetched and decoded (a broken or refused one has no width). Scrolled to
 * first: the links are asked for when the files come on screen.
 */
async function expectImagesLoaded(list: Locator, count: number) {
  await list.scrollIntoViewIfNeeded();
  const images = list.locator('img');
  await expect(images).toHaveCount(count);
  await expect
    .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
    .toBe(true);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The page's requests of one kind, counted as they leave. */
function counted(page: Page, matches: (method: string, url: string, operation?: string) => boolean): () => number {
  let count = 0;
  page.on('request', (request) => {
    const body = request.method() === 'POST' && request.url().includes('/v1/graphql') ? (request.postDataJSON() as { operationName?: string } | null) : null;
    if (matches(request.method(), request.url(), body?.operationName)) count += 1;
  });
  return () => count;
}

async function signInAs(page: Page, baseURL: string | undefined, session: AgentSession) {
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
}

async function evidenceLinks(request: APIRequestContext, token: string, ids: string[]) {
  const response = await request.post(dataServiceUrl!, {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query ($ids: [uuid!]!) { evidence_links(evidence_ids: $ids) { evidence_id url content_type } }', variables: { ids } },
  });
  return (await response.json()) as { data?: { evidence_links: { evidence_id: string; url: string; content_type: string }[] }; errors?: { message: string; extensions: { code: string } }[] };
}

test('a screen claim is filed with its photos: it waits for the one still sending, sends each once, and shows them', async ({ demo, newClaim, claimPage, page, request }) => {
  const { orderId, deviceId } = await claimableOrder(request, demo, 'SCREEN');
  const submits = counted(page, (_method, _url, operation) => operation === 'SubmitClaim');
  const uploadsCreated = counted(page, (method, url) => method === 'POST' && new URL(url).pathname === '/v1/uploads');
  // Mobile data: each piece of a photo takes a while to go.
  await page.route('**/v1/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });

  await newClaim.open(orderId);
  await newClaim.fill({ type: 'Screen damage', incidentDate: addDays(lagosToday(), -3), description: DESCRIPTION, photo: asCameraPhoto(await freshPhoto()) });
  await expect(newClaim.photoField('Damage photo')).toContainText('Sent');
  await newClaim.damagePhotos.getByRole('button', { name: 'Add another photo' }).click();
  await expect(newClaim.photoField('Damage photo 2').locator('input[type="file"]')).toBeFocused();
  await newClaim.choosePhoto('Damage photo 2', asCameraPhoto(await freshPhoto(), 'IMG_0002.jpg'));
  await newClaim.fileClaim.click();
  // The claim waits, and says for what.
  await expect(newClaim.form.getByText("The photo 'Damage photo 2' is still uploading. The claim is filed as soon as it is sent.")).toBeVisible();
  await expect(newClaim.fileClaim).toHaveText('Waiting for the photos…');
  expect(submits()).toBe(0);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await expect(page).toHaveURL(/\/account\/warranty\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const claimId = page.url().split('/').pop()!;
  expect(submits()).toBe(1);
  expect(uploadsCreated()).toBe(2);

  // The database: both photos, the claim's and the phone's; each file stored as a JPEG the server wrote.
  const stored = await claimEvidence(request, claimId);
  expect(stored.map((file) => [file.kind, file.content_type, file.device_id])).toEqual([
    ['DAMAGE', 'image/jpeg', deviceId],
    ['DAMAGE', 'image/jpeg', deviceId],
  ]);
  for (const file of stored) {
    expect(file.attached_at).not.toBeNull();
    expect(storedFileStart(file, 3)).toEqual(JPEG_START);
  }

  // The claim screen shows them, each loaded by its short-lived link.
  await expect(claimPage.files).toHaveCount(2);
  await expect(claimPage.files.nth(1)).toContainText('Damage photo 2');
  await expectImagesLoaded(claimPage.evidence, 2);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  // Filed: no photo of the draft is kept on the phone.
  expect(await page.evaluate(() => localStorage.getItem('dc-agent:claim-draft'))).toBeNull();
});

test('a theft is filed with the police report as a PDF, which opens as a PDF', async ({ demo, newClaim, claimPage, page, request }) => {
  const { orderId } = await claimableOrder(request, demo, 'THEFT');
  await newClaim.open(orderId);
  await newClaim.fill({
    type: 'Theft',
    incidentDate: addDays(lagosToday(), -2),
    description: 'The phone was snatched from the customer at the bus stop on the way home.',
    policeReport: 'NPF/LAG/2026/00123',
    photo: { name: 'police-report.pdf', mimeType: 'application/pdf', buffer: policeReportPdf() },
  });
  await expect(newClaim.damagePhotos).toHaveCount(0);
  await expect(newClaim.photoField('Police report')).toContainText('police-report.pdf');
  await newClaim.fileClaim.click();
  await expect(page).toHaveURL(/\/account\/warranty\/[0-9a-f-]{36}$/);
  const claimId = page.url().split('/').pop()!;

  const [report] = await claimEvidence(request, claimId);
  expect(report).toMatchObject({ kind: 'POLICE_REPORT', content_type: 'application/pdf' });
  expect(storedFileStart(report)?.toString('latin1')).toBe('%PDF-');

  await claimPage.evidence.scrollIntoViewIfNeeded();
  const link = claimPage.evidence.getByRole('link', { name: 'Police report (PDF)' });
  await expect(link).toHaveAttribute('href', new RegExp(`/v1/files/evidence/${report.partner_id}/${report.id}\\.pdf\\?expires=\\d+&signature=`));
  const opened = await request.get((await link.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
});

test('the officer sees the photos beside the sale’s, asks for more; the agent sees the request and adds a photo', async ({ brand, demo, claimPage, page, request, baseURL, cspViolations }) => {
  const { claimId } = await fileScreenClaimWithPhoto(request, demo);
  const officer = await loginAs(request, brand.partnerCode, OFFICER_PHONE, DEMO_AGENT.password);

  await signInAs(page, baseURL, officer);
  await page.goto(`/office/claims/${claimId}`);
  const desk = new DeskEvidencePanel(page);
  await expect(desk.sent).toHaveCount(1);
  await expectImagesLoaded(desk.section.getByRole('list', { name: 'Sent with the claim' }), 1);
  await expect(desk.inspection).toHaveCount(3);
  await expect(desk.inspection.first()).toContainText('Front, screen on');
  await expectImagesLoaded(desk.section.getByRole('list', { name: 'Inspection photos from the sale' }), 3);
  // A photo opens full size in its own tab.
  const [fullSize] = await Promise.all([page.waitForEvent('popup'), desk.sent.first().getByRole('link', { name: 'Open Damage photo full size' }).click()]);
  await expect.poll(() => fullSize.evaluate(() => (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0)).toBeGreaterThan(0);
  await fullSize.close();
  // The file's own answer allows nothing but itself (`default-src 'none'`), so Chromium's image viewer may not
  // style its page: those refusals are the file tab's, not the app's.
  expect(cspViolations.take().every((violation) => /inline style|style-src-attr blocked inline on http:\/\/[^/]+\/v1\/files\//.test(violation))).toBe(true);

  const asked = 'Please add a photo of the back of the phone, with the IMEI label.';
  await desk.askForMore(asked);
  await expect(desk.section.getByText(/^You asked for more on .+: the agent has not added any since\.$/)).toBeVisible();
  await expect(new ClaimNotesPanel(page).notes.last()).toContainText(asked);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const requested = await asAdmin<{ claim_by_pk: { evidence_requested_at: string | null }; audit_event: { action: string; after: { note?: string } }[] }>(
    request,
    `query ($id: uuid!, $record: String!, $officer: uuid!) {
      claim_by_pk(id: $id) { evidence_requested_at }
      audit_event(where: { actor_id: { _eq: $officer }, record_id: { _eq: $record }, action: { _eq: "request_claim_evidence" } }) { action after }
    }`,
    { id: claimId, record: claimId, officer: officer.agent_id },
  );
  expect(requested.claim_by_pk.evidence_requested_at).not.toBeNull();
  expect(requested.audit_event).toEqual([{ action: 'request_claim_evidence', after: expect.objectContaining({ note: asked }) }]);

  // The agent: the request is said above the claim, with the desk's words, and the photo goes on.
  await signInAs(page, baseURL, demo);
  await claimPage.open(claimId);
  await expect(claimPage.evidenceRequest).toBeVisible();
  await expect(page.getByText(`“${asked}”`, { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add photos' }).click();
  await claimPage.evidence.getByRole('button', { name: 'Add photos' }).click();
  const form = page.getByRole('form', { name: 'Add photos of the damage' });
  const field = form.getByRole('group', { name: /^Damage photo$/ });
  await field.locator('input[type="file"]').setInputFiles(asCameraPhoto(await freshPhoto(), 'back.jpg'));
  await expect(field).toHaveAttribute('data-status', 'uploaded', { timeout: 30_000 });
  await form.getByRole('button', { name: 'Add to the claim' }).click();
  await expect(page.getByText('Added to the claim. The claims desk sees them now.')).toBeVisible();
  await expect(claimPage.files).toHaveCount(2);
  await expect(claimPage.evidenceRequest).toHaveCount(0);
  await expectImagesLoaded(claimPage.evidence, 2);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  const after = await claimEvidence(request, claimId);
  expect(after.map((file) => file.kind)).toEqual(['DAMAGE', 'DAMAGE']);
  const answered = await asAdmin<{ claim_by_pk: { evidence_requested_at: string | null } }>(request, 'query ($id: uuid!) { claim_by_pk(id: $id) { evidence_requested_at } }', { id: claimId });
  expect(answered.claim_by_pk.evidence_requested_at).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('dc-agent:claim-evidence'))).toBeNull();
});

test('a photo already used on another claim is flagged to the officer on both claims, each naming the other', async ({ brand, demo, newClaim, page, request, baseURL }) => {
  const photo = await cameraPhoto(Math.floor(Math.random() * 1_000_000) + 2_000_000);
  const first = await fileScreenClaimWithPhoto(request, demo, photo);

  // The same picture, taken "again" for another phone's claim (the app compresses it on the way).
  const { orderId } = await claimableOrder(request, demo, 'SCREEN');
  await newClaim.open(orderId);
  await newClaim.fill({ type: 'Screen damage', incidentDate: addDays(lagosToday(), -1), description: DESCRIPTION, photo: asCameraPhoto(photo) });
  await newClaim.fileClaim.click();
  await expect(page).toHaveURL(/\/account\/warranty\/[0-9a-f-]{36}$/);
  const claimId = page.url().split('/').pop()!;

  // The generated test photos share their gradient, so another test's photo may come near too: this one is there.
  const [reused] = await claimEvidence(request, claimId);
  const match = reused.matches.find((found) => found.matched_evidence_id === first.evidenceId);
  expect(match?.distance).toBeLessThanOrEqual(10);

  const officer = await loginAs(request, brand.partnerCode, OFFICER_PHONE, DEMO_AGENT.password);
  await signInAs(page, baseURL, officer);
  await page.goto(`/office/claims/${claimId}`);
  const desk = new DeskEvidencePanel(page);
  await expect(desk.section.getByText('1 photo of this claim was also used elsewhere: check it below.')).toBeVisible();
  await expect(desk.flags).toHaveCount(reused.matches.length);
  const flag = desk.flags.filter({ hasText: first.reference });
  await expect(flag).toContainText(`This photo was also used on ${first.reference}`);
  // Highlighted: on a colour of its own, not the page's.
  expect(await flag.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await expect(flag.getByRole('link', { name: first.reference })).toHaveAttribute('href', `/office/claims/${first.claimId}`);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The earlier claim is flagged too, naming the later one: whichever the officer opens first, the pair shows.
  const later = await asAdmin<{ claim_by_pk: { reference: string } }>(request, 'query ($id: uuid!) { claim_by_pk(id: $id) { reference } }', { id: claimId });
  await page.goto(`/office/claims/${first.claimId}`);
  const back = desk.flags.filter({ hasText: later.claim_by_pk.reference });
  await expect(back).toContainText(`This photo was also used on ${later.claim_by_pk.reference}`);
  await expect(back.getByRole('link', { name: later.claim_by_pk.reference })).toHaveAttribute('href', `/office/claims/${claimId}`);
});

test('a file’s link is made only for who may see it, and a link altered by hand opens nothing', async ({ brand, demo, request }) => {
  const { evidenceId } = await fileScreenClaimWithPhoto(request, demo);
  const other = await loginAs(request, brand.partnerCode, '08030000002', DEMO_AGENT.password);

  const refused = await evidenceLinks(request, other.token, [evidenceId]);
  expect(refused.data).toBeUndefined();
  expect(refused.errors?.[0].extensions.code).toBe('not-found');

  const mine = await evidenceLinks(request, demo.token, [evidenceId]);
  const url = new URL(mine.data!.evidence_links[0].url, dataServiceUrl);
  const opened = await request.get(url.href);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/jpeg');

  const signature = url.searchParams.get('signature')!;
  url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
  const altered = await request.get(url.href);
  expect(altered.status()).toBe(403);
  expect(((await altered.json()) as { message: string }).message).toBe('This link has expired or is not valid. Open the claim again to see its files.');
});

test('a program renamed photo.jpg is refused by the service, in its words, on the photo', async ({ demo, newClaim, request }) => {
  const { orderId } = await claimableOrder(request, demo, 'SCREEN');
  const evidenceOfAgent = async () =>
    (await asAdmin<{ evidence_aggregate: { aggregate: { count: number } } }>(request, 'query ($agent: uuid!) { evidence_aggregate(where: { agent_id: { _eq: $agent } }) { aggregate { count } } }', { agent: demo.agent_id }))
      .evidence_aggregate.aggregate.count;
  const before = await evidenceOfAgent();

  await newClaim.open(orderId);
  await newClaim.claimType('Screen damage').check();
  await newClaim.choosePhoto('Damage photo', renamedExecutable());
  const field = newClaim.photoField('Damage photo');
  await expect(field).toHaveAttribute('data-status', 'refused', { timeout: 30_000 });
  await expect(field).toContainText('This file is not a photo. Take the photo again with the camera.');
  await expect(field.getByText('Take it again')).toBeVisible();
  expect(await evidenceOfAgent()).toBe(before);
});
