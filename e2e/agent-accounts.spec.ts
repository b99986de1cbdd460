import { randomInt } from 'node:crypto';
import { hashPassword } from '../data-service/src/auth/password';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { SESSION_ENDED_MESSAGE } from '../lib/session/sessionEnded';
import { asAdmin } from './support/backOffice';
import { dataServiceUrl, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// The partner's operations find an agent who left and suspend the account while the agent is still signed in
// on a shop laptop: the agent is out on the next page, cannot sign in, and is back once reactivated. The
// database holds the status, its reason and who changed it; operations read both changes in the audit log.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);
test.use({ viewport: { width: 1280, height: 900 } });

const OPS_PHONE = '08030000011';
const PASSWORD = 'demo-password';
const AGENT_PASSWORD = 'mango season rain';

test('operations suspend an agent mid-session and reactivate them; each change is audited', async ({ page, browser, request, brand, baseURL, signInPage }) => {
  const phone = `+23481${String(randomInt(10_000_000, 99_999_999))}`;
  const lastName = `Adeyemi${randomInt(100, 999)}`;
  const { insert_agent_one: inserted } = await asAdmin<{ insert_agent_one: { id: string } }>(
    request,
    `mutation ($agent: agent_insert_input!) { insert_agent_one(object: $agent) { id } }`,
    { agent: { partner_id: DEMO_IDS[brand.partnerCode].partnerId, first_name: 'Bola', last_name: lastName, phone, password_hash: await hashPassword(AGENT_PASSWORD) } },
  );
  const agentId = inserted.id;

  // The agent works on a laptop of the shop.
  const laptop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const agentSession = await loginAs(request, brand.partnerCode, phone, AGENT_PASSWORD);
  await laptop.addCookies([{ name: TOKEN_COOKIE, value: agentSession.token, url: baseURL! }]);
  const agentPage = await laptop.newPage();
  await agentPage.goto('/account/dashboard');
  await expect(agentPage.getByRole('heading', { level: 1 })).toBeVisible();

  // Operations sign in, find the agent and suspend the account.
  await signInPage.open();
  await expect(page.getByText(`Operations: ${OPS_PHONE} / ${PASSWORD}`)).toBeVisible();
  await signInPage.signIn(OPS_PHONE, PASSWORD);
  await expect(page).toHaveURL(/\/office\/agents$/);
  await page.getByRole('searchbox', { name: 'Search accounts' }).fill(lastName);
  await page.getByRole('searchbox', { name: 'Search accounts' }).press('Enter');
  const row = page.getByRole('list', { name: 'Accounts' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: `Bola ${lastName}` }).click();
  await expect(page).toHaveURL(`/office/agents/${agentId}`);

  const form = page.getByRole('form', { name: 'Suspend the account' });
  await form.getByRole('button', { name: 'Suspend the account' }).click();
  await expect(page.getByText('Say why the account is suspended: the team sees the reason')).toBeVisible();
  await form.getByLabel('Why is it suspended?').fill('Left the company on Friday.');
  await form.getByRole('button', { name: 'Suspend the account' }).click();
  await expect(page.getByText('Account suspended. It was signed out everywhere.')).toBeVisible();
  await expect(page.getByText('Left the company on Friday.')).toBeVisible();

  // The agent is out on the next page, and cannot sign back in.
  await agentPage.goto('/account/customers');
  await expect(agentPage).toHaveURL(/\/auth\?/);
  await expect(agentPage.getByText(SESSION_ENDED_MESSAGE)).toBeVisible();
  await expect(loginAs(request, brand.partnerCode, phone, AGENT_PASSWORD)).rejects.toThrow(/suspended/);

  const { agent_by_pk: stored } = await asAdmin<{ agent_by_pk: { status: string; suspended_reason: string | null } }>(
    request,
    `query ($id: uuid!) { agent_by_pk(id: $id) { status suspended_reason } }`,
    { id: agentId },
  );
  expect(stored).toEqual({ status: 'SUSPENDED', suspended_reason: 'Left the company on Friday.' });

  // Reactivated, the agent signs in again.
  await page.getByRole('button', { name: 'Reactivate the account' }).click();
  await expect(page.getByText('Account reactivated. It can sign in again.')).toBeVisible();
  await expect(loginAs(request, brand.partnerCode, phone, AGENT_PASSWORD)).resolves.toMatchObject({ agent_id: agentId });

  const ops = await loginAs(request, brand.partnerCode, OPS_PHONE, PASSWORD);
  const { audit_event: audit } = await asAdmin<{ audit_event: { actor_id: string; actor_role: string; before: unknown; after: unknown }[] }>(
    request,
    `query ($id: String!) { audit_event(where: { action: { _eq: "set_agent_status" }, record_id: { _eq: $id } }, order_by: { id: asc }) { actor_id actor_role before after } }`,
    { id: agentId },
  );
  expect(audit).toEqual([
    { actor_id: ops.agent_id, actor_role: 'partner_ops', before: { status: 'ACTIVE', suspended_reason: null }, after: { status: 'SUSPENDED', suspended_reason: 'Left the company on Friday.' } },
    { actor_id: ops.agent_id, actor_role: 'partner_ops', before: { status: 'SUSPENDED', suspended_reason: 'Left the company on Friday.' }, after: { status: 'ACTIVE', suspended_reason: null } },
  ]);

  // Operations find both changes in the audit log, by the agent's name, newest first.
  await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/office\/audit$/);
  await page.getByRole('searchbox', { name: 'Search the log' }).fill(lastName);
  await page.getByRole('searchbox', { name: 'Search the log' }).press('Enter');
  const entries = page.getByRole('list', { name: 'Audit log entries' }).locator(':scope > li');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Status: Suspended → Active');
  await expect(entries.nth(1)).toContainText('Status: Active → Suspended');
  await expect(entries.nth(1)).toContainText('Reason: — → Left the company on Friday.');
  await expect(entries.nth(1)).toContainText('Chinedu Okafor');
  await entries.nth(1).getByRole('link', { name: `Bola ${lastName}` }).click();
  await expect(page).toHaveURL(`/office/agents/${agentId}`);
  await laptop.close();
});
