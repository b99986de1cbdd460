import { hashPassword } from '../data-service/src/auth/password';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { formatPhone } from '../lib/format/phone';
import { asAdmin } from './support/backOffice';
import { onboardSellableDevice, randomDigits } from './support/customers';
import { dataServiceUrl, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// An agent leaves: operations give one of their customers to a colleague from the customer's page, then the
// colleague's customers back from the agent's page. The agent who has the customer sees them, the other
// does not; each move is stored (customer and device) and in the audit log with the reason.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

const PASSWORD = 'reassign-pass-2026';

test('operations give a customer to another agent, then all of that agent’s back; only the serving agent sees them', async ({ page, browser, request, brand, baseURL }) => {
  const partnerId = DEMO_IDS[brand.partnerCode].partnerId;
  const lastName = `Move${Array.from(randomDigits(5), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  const passwordHash = await hashPassword(PASSWORD);
  const newAgent = async (firstName: string) => {
    const phone = `0907${randomDigits(7)}`;
    await asAdmin(request, `mutation ($agent: agent_insert_input!) { insert_agent_one(object: $agent) { id } }`, {
      agent: { partner_id: partnerId, first_name: firstName, last_name: lastName, phone: `+234${phone.slice(1)}`, password_hash: passwordHash },
    });
    // As the form lists the agents: name · phone.
    return { ...(await loginAs(request, brand.partnerCode, phone, PASSWORD)), label: `${firstName} ${lastName} · ${formatPhone(`+234${phone.slice(1)}`)}` };
  };
  const leaving = await newAgent('Bisi');
  const staying = await newAgent('Emeka');
  const customer = await onboardSellableDevice(request, leaving.token);
  const ops = await loginAs(request, brand.partnerCode, '08030000011', 'demo-password');
  const ownersOf = async () => {
    const { customer_by_pk: stored } = await asAdmin<{ customer_by_pk: { agent_id: string; devices: { agent_id: string }[] } }>(
      request,
      `query ($id: uuid!) { customer_by_pk(id: $id) { agent_id devices { agent_id } } }`,
      { id: customer.customerId },
    );
    return [stored.agent_id, ...stored.devices.map((device) => device.agent_id)];
  };

  // From the customer's page, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: ops.token, url: baseURL! }]);
  await page.goto(`/office/customers/${customer.customerId}`);
  await expect(page.getByText(`Bisi ${lastName} serves this customer.`)).toBeVisible();
  await page.getByRole('button', { name: 'Give to another agent' }).click();
  const form = page.getByRole('form', { name: 'Give to another agent' });
  await form.getByRole('button', { name: 'Give to this agent' }).click();
  await expect(form.getByText('Choose the agent who looks after the customers from now on')).toBeVisible();
  await form.getByLabel('New agent').selectOption({ label: staying.label });
  await form.getByLabel('Why do they move?').fill('Bisi leaves at the end of the month; Emeka serves the shop.');
  await form.getByRole('button', { name: 'Give to this agent' }).click();
  await expect(page.getByText('1 customer moved. The agent sees them from now on; the audit log keeps why.')).toBeVisible();
  await expect(page.getByText(`Emeka ${lastName} serves this customer.`)).toBeVisible();
  expect(await ownersOf()).toEqual([staying.agent_id, staying.agent_id]);

  // The serving agent sees the customer; the one who left does not.
  const agentPage = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await agentPage.context().addCookies([{ name: TOKEN_COOKIE, value: staying.token, url: baseURL! }]);
  await agentPage.goto(`/account/customers/${customer.customerId}`);
  await expect(agentPage.getByRole('heading', { level: 1 })).toContainText(customer.lastName);
  await agentPage.context().clearCookies();
  await agentPage.context().addCookies([{ name: TOKEN_COOKIE, value: leaving.token, url: baseURL! }]);
  await agentPage.goto(`/account/customers/${customer.customerId}`);
  await expect(agentPage.getByRole('heading', { name: 'Customer not found' })).toBeVisible();

  // All of Emeka's customers back to Bisi, from Emeka's account page.
  await page.goto(`/office/agents/${staying.agent_id}`);
  await expect(page.getByText(`Emeka ${lastName} serves 1 customer.`)).toBeVisible();
  await page.getByRole('button', { name: 'Give all to another agent' }).click();
  await form.getByLabel('New agent').selectOption({ label: leaving.label });
  await form.getByLabel('Why do they move?').fill('Bisi stays after all.');
  await form.getByRole('button', { name: 'Give to this agent' }).click();
  await expect(page.getByText('1 customer moved. The agent sees them from now on; the audit log keeps why.')).toBeVisible();
  expect(await ownersOf()).toEqual([leaving.agent_id, leaving.agent_id]);

  const { audit_event: audit } = await asAdmin<{ audit_event: { action: string; actor_id: string; before: unknown; after: unknown }[] }>(
    request,
    `query ($id: String!) { audit_event(where: { record_id: { _eq: $id }, action: { _eq: "reassign_customers" } }, order_by: { id: asc }) { action actor_id before after } }`,
    { id: customer.customerId },
  );
  expect(audit).toEqual([
    {
      action: 'reassign_customers',
      actor_id: ops.agent_id,
      before: { agent_id: leaving.agent_id, agent: `Bisi ${lastName}` },
      after: { agent_id: staying.agent_id, agent: `Emeka ${lastName}`, reason: 'Bisi leaves at the end of the month; Emeka serves the shop.' },
    },
    {
      action: 'reassign_customers',
      actor_id: ops.agent_id,
      before: { agent_id: staying.agent_id, agent: `Emeka ${lastName}` },
      after: { agent_id: leaving.agent_id, agent: `Bisi ${lastName}`, reason: 'Bisi stays after all.' },
    },
  ]);
});
