import { BuyPlanPage } from './pages/BuyPlanPage';
import { PaystackCheckoutPage } from './pages/PaystackCheckoutPage';
import { SignInPage } from './pages/SignInPage';
import { asAdmin } from './support/backOffice';
import { freshPhone, onboardSellableDevice, randomDigits } from './support/customers';
import { dataServiceUrl, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { PAYSTACK_TEST_CARD } from './support/paystackStandIn';
import { targetsDeployment } from './support/target';
import { takeInspectionPhotos } from './support/inspectionPhotos';

// The partner's operations invite a new agent from the back office and send them the link; on their own
// phone the agent chooses a password, signs in and sells a plan. Later they forget it: operations make a
// reset link, and the old password stops working once the new one is chosen. The database holds the
// account, its status and each back-office write in the audit log.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);

const OPS_PHONE = '08030000011';
const DEMO_PASSWORD = 'demo-password';
const CHOSEN_PASSWORD = 'harmattan morning bread';

interface StoredAccount {
  id: string;
  status: string;
  role: string;
  audit: { action: string; actor_role: string; after: Record<string, unknown> }[];
}

test('operations invite an agent, who sets a password through the link and sells; a reset link replaces a forgotten password', async ({
  page,
  browser,
  request,
  brand,
  baseURL,
  signInPage,
}) => {
  test.setTimeout(120_000);
  // Names are letters: the invitation is told apart by its letters, as the sale's customers are.
  const lastName = `Okeke-${Array.from(randomDigits(4), (digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  const phone = freshPhone();

  // Operations, on a laptop, invite the new agent.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInPage.open();
  await signInPage.signIn(OPS_PHONE, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/office\/agents$/);
  await page.getByRole('link', { name: 'Invite someone' }).click();
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('First name').fill('Ngozi');
  await invite.getByLabel('Last name').fill(lastName);
  await invite.getByLabel('Phone number').fill(OPS_PHONE);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByText(/is Chinedu Okafor’s already/)).toBeVisible();
  await invite.getByLabel('Phone number').fill(phone);
  await expect(invite.getByLabel('Works as')).toHaveValue('agent');
  await invite.getByRole('button', { name: 'Invite' }).click();
  const invitationLink = page.getByRole('textbox', { name: 'Invitation link' });
  await expect(invitationLink).toHaveValue(new RegExp(`^${baseURL}/password/[A-Za-z0-9_-]{43}$`));
  const invitation = await invitationLink.inputValue();

  const stored = async () => {
    const { agent } = await asAdmin<{ agent: StoredAccount[] }>(
      request,
      `query ($phone: String!) { agent(where: { phone: { _eq: $phone } }) { id status role } }`,
      { phone: `+234${phone.slice(1)}` },
    );
    const [account] = agent;
    const { audit_event: audit } = await asAdmin<{ audit_event: StoredAccount['audit'] }>(
      request,
      `query ($id: String!) { audit_event(where: { record_id: { _eq: $id } }, order_by: { id: asc }) { action actor_role after } }`,
      { id: account.id },
    );
    return { ...account, audit };
  };
  const invited = await stored();
  expect(invited).toMatchObject({ status: 'INVITED', role: 'agent' });
  expect(invited.audit).toEqual([expect.objectContaining({ action: 'invite_account', actor_role: 'partner_ops', after: expect.objectContaining({ last_name: lastName, status: 'INVITED' }) })]);

  // The agent opens the link on their own phone and chooses a password.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const agentPage = await phoneContext.newPage();
  await agentPage.goto(invitation);
  await expect(agentPage.getByRole('heading', { name: 'Welcome, Ngozi' })).toBeVisible();
  const choose = agentPage.getByRole('form', { name: 'Choose a password' });
  await choose.getByLabel('Password', { exact: true }).fill(CHOSEN_PASSWORD);
  await choose.getByLabel('Password again').fill('harmattan evening bread');
  await choose.getByRole('button', { name: 'Set password' }).click();
  await expect(choose.getByText('Type the same password twice')).toBeVisible();
  await choose.getByLabel('Password again').fill(CHOSEN_PASSWORD);
  await choose.getByRole('button', { name: 'Set password' }).click();
  await expect(agentPage.getByText('Password set.')).toBeVisible();
  expect((await stored()).status).toBe('ACTIVE');

  // The link works once.
  await agentPage.goto(invitation);
  await expect(agentPage.getByRole('heading', { name: 'This link was used already' })).toBeVisible();

  // Signed in, the new agent sells a plan by card.
  const agentSignIn = new SignInPage(agentPage, brand);
  await agentSignIn.open();
  await agentSignIn.signIn(phone, CHOSEN_PASSWORD);
  await expect(agentPage).toHaveURL(/\/account\/dashboard$/);
  const session = await loginAs(request, brand.partnerCode, phone, CHOSEN_PASSWORD);
  const device = await onboardSellableDevice(request, session.token);
  const buyPlan = new BuyPlanPage(agentPage);
  await buyPlan.openFor(device.customerId, device.deviceId);
  await buyPlan.choosePlan('Screen Guard');
  await takeInspectionPhotos(agentPage);
  await buyPlan.card.check();
  await buyPlan.pay.click();
  await new PaystackCheckoutPage(agentPage).payByCard(PAYSTACK_TEST_CARD);
  await expect(agentPage.getByText('Payment received. The plan is in force.')).toBeVisible();
  const { plan_order: sales } = await asAdmin<{ plan_order: { status: string; agent_id: string }[] }>(
    request,
    `query ($device: uuid!) { plan_order(where: { device_id: { _eq: $device } }) { status agent_id } }`,
    { device: device.deviceId },
  );
  expect(sales).toEqual([{ status: 'ACTIVE', agent_id: invited.id }]);

  // Forgotten password: operations make a reset link on the account's page.
  await page.goto(`/office/agents/${invited.id}`);
  await page.getByRole('button', { name: 'Make a password reset link' }).click();
  const resetLink = await page.getByRole('textbox', { name: 'Password reset link' }).inputValue();
  await agentPage.goto(resetLink);
  await expect(agentPage.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const reset = agentPage.getByRole('form', { name: 'Choose a password' });
  await reset.getByLabel('Password', { exact: true }).fill('rainy season umbrella');
  await reset.getByLabel('Password again').fill('rainy season umbrella');
  await reset.getByRole('button', { name: 'Set password' }).click();
  await expect(agentPage.getByText('Password set.')).toBeVisible();
  // Its sessions ended everywhere: this phone signs in again, with the new password only.
  await agentPage.goto('/account/dashboard');
  await expect(agentPage).toHaveURL(/\/auth/);
  await expect(loginAs(request, brand.partnerCode, phone, CHOSEN_PASSWORD)).rejects.toThrow();
  await expect(loginAs(request, brand.partnerCode, phone, 'rainy season umbrella')).resolves.toMatchObject({ agent_id: invited.id });

  expect((await stored()).audit.map((entry) => entry.action)).toEqual(['invite_account', 'issue_password_link']);
  await phoneContext.close();
});
