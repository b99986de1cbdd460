import { asAdmin } from './support/backOffice';
import { onboardSellableDevice } from './support/customers';
import { dataServiceUrl, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { targetsDeployment } from './support/target';

// A customer asks for their misspelt name and old address to be corrected: operations find them, correct the
// details with the reason, the agent sees the new details, and the audit log keeps what they were and why.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

test('operations correct a customer’s name and address with a reason; the agent sees it; the audit log keeps before and after', async ({ page, browser, request, brand, baseURL, demo }) => {
  const customer = await onboardSellableDevice(request, demo.token);
  const ops = await loginAs(request, brand.partnerCode, '08030000011', 'demo-password');
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: ops.token, url: baseURL! }]);
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto('/office/customers');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(customer.lastName);
  await page.getByRole('searchbox', { name: 'Search customers' }).press('Enter');
  const rows = page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await rows.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` }).click();
  await expect(page).toHaveURL(`/office/customers/${customer.customerId}`);

  const form = page.getByRole('form', { name: 'Correct the details' });
  await form.getByLabel('First name').fill('Chiamaka-Ada');
  await form.getByLabel('Address').fill('12 Awolowo Road, Ikoyi');
  await form.getByRole('button', { name: 'Correct the details' }).click();
  await expect(form.getByText('Say why the details change (e.g. the customer asked, with their ID)')).toBeVisible();
  await form.getByLabel('Why do the details change?').fill('The customer asked, showing their passport; they moved house.');
  await form.getByRole('button', { name: 'Correct the details' }).click();
  await expect(page.getByText('Details corrected. The audit log keeps what they were, and why they changed.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chiamaka-Ada ${customer.lastName}`);

  const { customer_by_pk: stored } = await asAdmin<{ customer_by_pk: { first_name: string; address: string } }>(
    request,
    `query ($id: uuid!) { customer_by_pk(id: $id) { first_name address } }`,
    { id: customer.customerId },
  );
  expect(stored).toEqual({ first_name: 'Chiamaka-Ada', address: '12 Awolowo Road, Ikoyi' });
  const { audit_event: audit } = await asAdmin<{ audit_event: { action: string; actor_id: string; before: unknown; after: unknown }[] }>(
    request,
    `query ($id: String!) { audit_event(where: { record_id: { _eq: $id } }) { action actor_id before after } }`,
    { id: customer.customerId },
  );
  expect(audit).toEqual([
    {
      action: 'correct_customer',
      actor_id: ops.agent_id,
      before: { first_name: customer.firstName, address: '4 Broad Street, Lagos Island' },
      after: { first_name: 'Chiamaka-Ada', address: '12 Awolowo Road, Ikoyi', reason: 'The customer asked, showing their passport; they moved house.' },
    },
  ]);

  // The agent's screen shows the corrected customer.
  const agentPage = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await agentPage.context().addCookies([{ name: TOKEN_COOKIE, value: demo.token, url: baseURL! }]);
  await agentPage.goto(`/account/customers/${customer.customerId}`);
  await expect(agentPage.getByRole('heading', { level: 1 })).toContainText(`Chiamaka-Ada ${customer.lastName}`);
  await agentPage.close();
});
