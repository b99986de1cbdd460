import type { APIRequestContext, Page } from '@playwright/test';
import { ClaimPage } from './pages/ClaimPages';
import { ClaimNotesPanel, ClaimQueuePage } from './pages/ClaimsDeskPages';
import { asAdmin } from './support/backOffice';
import { fileScreenClaim } from './support/claims';
import { dataServiceUrl, graphql, loginAs, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// The partner's claims officer works the claims the agents file: signs in at /auth with the demo's
// officer account, finds a new claim in the queue, moves it to completed with notes to the agent (the
// excess paid before pickup), and the agent sees each step and note on its claim screen. A rejection needs
// its reason. Each side stays in its own part of the app. The database holds each move and who made it.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);
test.use({ viewport: { width: 360, height: 740 } });

const OFFICER_PHONE = '08030000010';
const PASSWORD = 'demo-password';

interface StoredClaim {
  status: string;
  claim_events: { status: string; note: string | null }[];
  notes: { author_role: string; body: string }[];
}

const storedClaim = async (request: APIRequestContext, id: string) =>
  (
    await asAdmin<{ claim_by_pk: StoredClaim }>(
      request,
      `query ($id: uuid!) { claim_by_pk(id: $id) { status claim_events(order_by: [{ created_at: asc }, { id: asc }]) { status note } notes(order_by: { created_at: asc }) { author_role body } } }`,
      { id },
    )
  ).claim_by_pk;

/** What the audit log holds of the officer's writes on the claim (its moves) and its notes. */
async function officerAudit(request: APIRequestContext, officerId: string) {
  const { audit_event: events } = await asAdmin<{ audit_event: { action: string; record_table: string; record_id: string; before: { status?: string } | null; after: { status?: string } | null }[] }>(
    request,
    `query ($actor: uuid!) { audit_event(where: { actor_id: { _eq: $actor } }, order_by: { id: asc }) { action record_table record_id before after } }`,
    { actor: officerId },
  );
  return events;
}

/** The desk's move form: the step chosen, the note, sent. */
async function move(page: Page, step: string, note?: string) {
  const form = page.getByRole('form', { name: 'Move the claim' });
  await form.getByRole('radio', { name: step }).check();
  if (note !== undefined) await form.getByLabel('Note to the agent').fill(note);
  await form.getByRole('button', { name: 'Move the claim' }).click();
}

test('an officer works a claim from new to completed, with notes both ways; the agent sees every step', async ({ page, request, brand, baseURL, signInPage, demo }) => {
  const { claimId, reference } = await fileScreenClaim(request, demo);
  const officer = await loginAs(request, brand.partnerCode, OFFICER_PHONE, PASSWORD);

  // The demo panel names the officer's sign-in, which opens the claims desk (the browser is the agent's no more).
  await page.context().clearCookies();
  await signInPage.open();
  await expect(page.getByText(`Claims officer: ${OFFICER_PHONE} / ${PASSWORD}`)).toBeVisible();
  await signInPage.signIn(OFFICER_PHONE, PASSWORD);
  await expect(page).toHaveURL(/\/office\/claims$/);
  const queue = new ClaimQueuePage(page);
  await expect(queue.heading).toBeVisible();
  await queue.search.fill(reference);
  await queue.search.press('Enter');
  await expect(queue.rows).toHaveCount(1);
  await expect(queue.row(reference)).toContainText('Submitted');
  await queue.row(reference).getByRole('link', { name: reference }).click();
  await expect(page).toHaveURL(`/office/claims/${claimId}`);

  await move(page, 'Start the review', 'Checking the photos of the screen.');
  await expect(page.getByRole('list', { name: 'Status changes, oldest first' }).getByRole('listitem').last()).toContainText('Checking the photos of the screen.');
  const notes = new ClaimNotesPanel(page);
  await notes.send('Write to the agent', 'Please ask the customer whether the phone still turns on.');
  await expect(notes.notes.last()).toContainText('Please ask the customer whether the phone still turns on.');

  // The agent reads it on its claim screen, and answers.
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: demo.token, url: baseURL! }]);
  const claimPage = new ClaimPage(page);
  await claimPage.open(claimId);
  await expect(claimPage.timeline.last()).toContainText('Checking the photos of the screen.');
  const agentNotes = new ClaimNotesPanel(page);
  await expect(agentNotes.notes.last()).toContainText('Claims desk');
  await agentNotes.send('Write to the claims desk', 'It turns on; only the glass is broken.');
  await expect(agentNotes.notes.last()).toContainText('You');

  // Back at the desk: approved, to repair; pickup waits for the excess, which the agent takes in cash.
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: officer.token, url: baseURL! }]);
  await page.goto(`/office/claims/${claimId}`);
  await expect(notes.notes.last()).toContainText('It turns on; only the glass is broken.');
  await move(page, 'Approve', 'Approved: screen damage only.');
  await expect(page.getByText('Approved: screen damage only.')).toBeVisible();
  await move(page, 'Send to repair');
  await expect(page.getByRole('form', { name: 'Move the claim' }).getByRole('radio', { name: 'Ready for pickup' })).toBeDisabled();
  await expect(page.getByText('The customer has not paid the excess yet')).toBeVisible();
  await graphql(request, `mutation ($key: uuid!, $claim: uuid!) { pay_excess(idempotency_key: $key, claim_id: $claim, payment_method: WALLET) { claim_id } }`, { key: crypto.randomUUID(), claim: claimId }, demo.token);
  await page.reload();
  await move(page, 'Ready for pickup');
  await move(page, 'Complete', 'Collected by the customer.');
  await expect(page.getByText('This claim is closed')).toBeVisible();

  const stored = await storedClaim(request, claimId);
  expect(stored.status).toBe('COMPLETED');
  expect(stored.claim_events.map((event) => event.status)).toEqual(['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'IN_REPAIR', 'IN_REPAIR', 'READY_FOR_PICKUP', 'COMPLETED']);
  expect(stored.claim_events.at(-1)?.note).toBe('Collected by the customer.');
  expect(stored.notes).toEqual([
    { author_role: 'claims_officer', body: 'Please ask the customer whether the phone still turns on.' },
    { author_role: 'agent', body: 'It turns on; only the glass is broken.' },
  ]);
  const audit = await officerAudit(request, officer.agent_id);
  expect(audit.filter((event) => event.action === 'login').length).toBeGreaterThanOrEqual(2);
  expect(audit.filter((event) => event.action === 'advance_claim' && event.record_id === claimId).map((event) => [event.before?.status, event.after?.status])).toEqual([
    ['SUBMITTED', 'UNDER_REVIEW'],
    ['UNDER_REVIEW', 'APPROVED'],
    ['APPROVED', 'IN_REPAIR'],
    ['IN_REPAIR', 'READY_FOR_PICKUP'],
    ['READY_FOR_PICKUP', 'COMPLETED'],
  ]);
  expect(audit.filter((event) => event.action === 'add_claim_note')).toHaveLength(1);

  // The agent sees the outcome.
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: demo.token, url: baseURL! }]);
  await claimPage.open(claimId);
  await expect(claimPage.timeline.last()).toContainText('Collected by the customer.');
});

test('a rejection needs its reason, which the agent then reads', async ({ page, request, brand, baseURL, demo }) => {
  const { claimId, reference } = await fileScreenClaim(request, demo);
  const officer = await loginAs(request, brand.partnerCode, OFFICER_PHONE, PASSWORD);
  await graphql(request, `mutation ($ref: String!) { advance_claim(reference: $ref, from_status: SUBMITTED) { to_status } }`, { ref: reference }, officer.token);
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: officer.token, url: baseURL! }]);
  await page.goto(`/office/claims/${claimId}`);

  await move(page, 'Reject');
  await expect(page.getByText('Say why the claim is rejected: the agent and the customer see the reason')).toBeVisible();
  expect((await storedClaim(request, claimId)).status).toBe('UNDER_REVIEW');
  await move(page, 'Reject', 'The damage happened before the plan started.');
  await expect(page.getByText('This claim is closed')).toBeVisible();
  const stored = await storedClaim(request, claimId);
  expect(stored.status).toBe('REJECTED');
  expect(stored.claim_events.at(-1)).toEqual({ status: 'REJECTED', note: 'The damage happened before the plan started.' });

  await page.context().addCookies([{ name: TOKEN_COOKIE, value: demo.token, url: baseURL! }]);
  const claimPage = new ClaimPage(page);
  await claimPage.open(claimId);
  await expect(claimPage.timeline.last()).toContainText('The damage happened before the plan started.');
});

test('each account stays in its own part of the app, and the data service refuses the other’s fields', async ({ page, request, brand, baseURL, demo }) => {
  // The demo fixture signed the browser in as the agent.
  await page.goto('/office/claims');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  const asAgent = await request.post(dataServiceUrl!, {
    data: { query: 'mutation { advance_claim(reference: "CLM-2026-000001", from_status: SUBMITTED) { to_status } }' },
    headers: { authorization: `Bearer ${demo.token}` },
  });
  expect(((await asAgent.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/field 'advance_claim' not found/);

  const officer: AgentSession = await loginAs(request, brand.partnerCode, OFFICER_PHONE, PASSWORD);
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: officer.token, url: baseURL! }]);
  await page.goto('/account/wallet');
  await expect(page).toHaveURL(/\/office\/claims$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Office' });
  await expect(menu.getByRole('link')).toHaveText(['Claims']);
  const asOfficer = await request.post(dataServiceUrl!, { data: { query: '{ wallet_transaction { id } }' }, headers: { authorization: `Bearer ${officer.token}` } });
  expect(((await asOfficer.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/field 'wallet_transaction' not found/);
});
