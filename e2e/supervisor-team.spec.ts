import fs from 'node:fs/promises';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { asAdmin } from './support/backOffice';
import { randomDigits } from './support/customers';
import { dataServiceUrl, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// A supervisor leads the team of both demo agents: the Team screen lists them with their figures, sorts,
// switches to the month and downloads the table. Operations move a new agent into the team (the supervisor
// sees it at once) and out again (it is gone); each move is stored and in the audit log. The demo agents stay
// in the team: other tests sell as them meanwhile.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

const TEAM = 'Funmilayo Adeyemi’s team';

test('a supervisor sees its team’s figures, sorts and downloads them; operations move an agent in and out of the team', async ({ page, browser, request, brand, baseURL }) => {
  const ids = DEMO_IDS[brand.partnerCode];
  const lastName = `Teamtest${Array.from(randomDigits(5), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  const { insert_agent_one: newcomer } = await asAdmin<{ insert_agent_one: { id: string } }>(
    request,
    `mutation ($agent: agent_insert_input!) { insert_agent_one(object: $agent) { id } }`,
    { agent: { partner_id: ids.partnerId, first_name: 'Kelechi', last_name: lastName, phone: `+234907${randomDigits(7)}`, password_hash: 'no-sign-in', role: 'agent' } },
  );
  const ops = await loginAs(request, brand.partnerCode, '08030000011', 'demo-password');
  const supervisor = await loginAs(request, brand.partnerCode, '08030000012', 'demo-password');
  const teamOf = async () =>
    (await asAdmin<{ agent_by_pk: { team_lead_id: string | null } }>(request, `query ($id: uuid!) { agent_by_pk(id: $id) { team_lead_id } }`, { id: newcomer.id })).agent_by_pk
      .team_lead_id;

  // Operations put the newcomer in the supervisor's team.
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: ops.token, url: baseURL! }]);
  await page.goto(`/office/agents/${newcomer.id}`);
  await page.getByRole('button', { name: 'Move to another team' }).click();
  const move = page.getByRole('form', { name: 'Move to a team' });
  await move.getByLabel('Team').selectOption({ label: TEAM });
  await move.getByRole('button', { name: 'Move to this team' }).click();
  await expect(page.getByText('Moved. The team’s supervisor sees the agent’s figures from now on.')).toBeVisible();
  await expect(page.locator('dd', { hasText: TEAM })).toBeVisible();
  expect(await teamOf()).toBe(ids.supervisorId);

  // The supervisor's Team screen, on a phone.
  const lead = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await lead.context().addCookies([{ name: TOKEN_COOKIE, value: supervisor.token, url: baseURL! }]);
  await lead.goto('/office');
  await expect(lead).toHaveURL(/\/office\/team$/);
  await expect(lead.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const table = lead.getByRole('table');
  for (const name of ['Amaka Okonkwo', 'Tunde Bakare', `Kelechi ${lastName}`]) await expect(table.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /^Team$/ })).toBeVisible();
  // The table scrolls sideways in its own box; the page does not.
  expect(await lead.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expect(table.getByRole('rowheader', { name: new RegExp(`Kelechi ${lastName}`) }).locator('xpath=..').getByRole('cell')).toHaveText(['0', '₦0', '₦0', '₦0', '0', '0']);

  // Sorted by name (A→Z), then Z→A, in the address.
  await table.getByRole('link', { name: /^Agent/ }).click();
  await expect(lead).toHaveURL(/sort=name&dir=asc/);
  await expect(lead.getByRole('columnheader', { name: /Agent/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Amaka Okonkwo');
  await table.getByRole('link', { name: /^Agent/ }).click();
  await expect(lead).toHaveURL(/sort=name&dir=desc/);
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toContainText('Tunde Bakare');

  // The table as a spreadsheet, in the order on screen.
  const [download] = await Promise.all([lead.waitForEvent('download'), lead.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^team-week-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await fs.readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('First name,Last name,Phone,Plans sold,Premium written (NGN),Premium collected (NGN),Commission (NGN),Claims,Renewals');
  expect(csv.slice(1).map((line) => line.split(',').slice(0, 2).join(' '))).toEqual(expect.arrayContaining(['Amaka Okonkwo', 'Tunde Bakare', `Kelechi ${lastName}`]));
  expect(csv[1].startsWith('Tunde,Bakare,')).toBe(true);

  // This month's figures; the chart of the last 13 weeks, with its table.
  await lead.getByRole('link', { name: 'This month' }).click();
  await expect(lead).toHaveURL(/period=month/);
  await expect(lead.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
  const chart = lead.getByRole('figure');
  await expect(chart.locator('canvas')).toBeVisible();
  await chart.getByText('Show the weeks as a table').click();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(14);

  // Operations take the newcomer out of the team: the supervisor no longer sees it.
  await page.getByRole('button', { name: 'Move to another team' }).click();
  await move.getByLabel('Team').selectOption({ label: 'No team' });
  await move.getByRole('button', { name: 'Move to this team' }).click();
  await expect(page.getByText('Taken out of the team. No supervisor sees the agent’s figures now.')).toBeVisible();
  expect(await teamOf()).toBeNull();
  await lead.reload();
  await expect(lead.getByRole('rowheader', { name: /Amaka Okonkwo/ })).toBeVisible();
  await expect(lead.getByRole('rowheader', { name: new RegExp(`Kelechi ${lastName}`) })).toHaveCount(0);

  const { audit_event: audit } = await asAdmin<{ audit_event: { action: string; actor_id: string; before: unknown; after: unknown }[] }>(
    request,
    `query ($id: String!) { audit_event(where: { record_id: { _eq: $id } }, order_by: { id: asc }) { action actor_id before after } }`,
    { id: newcomer.id },
  );
  expect(audit).toEqual([
    { action: 'set_agent_team', actor_id: ops.agent_id, before: { team_lead_id: null, team: null }, after: { team_lead_id: ids.supervisorId, team: 'Funmilayo Adeyemi' } },
    { action: 'set_agent_team', actor_id: ops.agent_id, before: { team_lead_id: ids.supervisorId, team: 'Funmilayo Adeyemi' }, after: { team_lead_id: null, team: null } },
  ]);
});
