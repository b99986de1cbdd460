import { randomInt } from 'node:crypto';
import { hashPassword } from '../data-service/src/auth/password';
import { DEMO_IDS } from '../data-service/src/seed/demo';
import { asAdmin } from './support/backOffice';
import { dataServiceUrl, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { expect, test } from './support/fixtures';
import { targetsDeployment } from './support/target';

// An agent changes their password from the profile screen on a phone: every session ends (the one on the
// shop's laptop too), sign-in says to use the new password, the old one no longer works and the new one does.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, and its admin secret`);
test.use({ viewport: { width: 360, height: 740 } });

const OLD_PASSWORD = 'mango season rain';
const NEW_PASSWORD = 'three green mangoes';

test('a changed password ends every session; the new one signs in, the old one does not', async ({ page, request, brand, signInPage }) => {
  // A fresh agent of the brand's partner (the demo agent's password stays as the other specs know it).
  const phone = `+23481${String(randomInt(10_000_000, 99_999_999))}`;
  await asAdmin(request, `mutation ($agent: agent_insert_input!) { insert_agent_one(object: $agent) { id } }`, {
    agent: { partner_id: DEMO_IDS[brand.partnerCode].partnerId, first_name: 'Ifeoma', last_name: 'Eze', phone, password_hash: await hashPassword(OLD_PASSWORD) },
  });
  const laptop = await loginAs(request, brand.partnerCode, phone, OLD_PASSWORD);

  await signInPage.open();
  await signInPage.signIn(phone, OLD_PASSWORD);
  await expect(page).toHaveURL(/\/account\/dashboard/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Ifeoma Eze: your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That is not your current password')).toBeVisible();

  await page.getByLabel('Current password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).dblclick();
  await expect(page).toHaveURL('/auth?changed=1');
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed. Sign in with the new one.' })).toBeVisible();

  // The laptop's session is over too, and the old password opens nothing.
  const refused = await request.post(dataServiceUrl!, { data: { query: '{ agent { id } }' }, headers: { authorization: `Bearer ${laptop.token}` } });
  expect(((await refused.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('invalid-jwt');
  await expect(loginAs(request, brand.partnerCode, phone, OLD_PASSWORD)).rejects.toThrow();

  await signInPage.signIn(phone, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/account\/dashboard/);
  const fresh = await loginAs(request, brand.partnerCode, phone, NEW_PASSWORD);
  expect((await graphql<{ agent: { phone: string }[] }>(request, '{ agent { phone } }', {}, fresh.token)).agent).toEqual([{ phone }]);
});
