import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../lib/format/money';
import { ClaimPage } from './pages/ClaimPages';
import { PaystackCheckoutPage } from './pages/PaystackCheckoutPage';
import { runBackOfficeScript } from './support/backOffice';
import { fileScreenClaim } from './support/claims';
import { dataServiceUrl, graphql, NEEDS_DATA_SERVICE, type AgentSession } from './support/dataService';
import { expect, test } from './support/fixtures';
import { PAYSTACK_TEST_CARD } from './support/paystackStandIn';
import { targetsDeployment } from './support/target';

// A screen claim is approved: the repaired phone waits for the customer's excess. Back office cannot make
// it ready for pickup before; the agent sends the customer a card payment link from the claim screen, the
// customer pays on the gateway's page, the claim's timeline shows the payment, and then it can go to
// pickup. The database holds one excess payment, the claim naming it.

test.skip(!dataServiceUrl || targetsDeployment, `${NEEDS_DATA_SERVICE}, its admin secret and the back-office scripts`);
test.use({ viewport: { width: 360, height: 740 } });

interface StoredClaim {
  id: string;
  reference: string;
  status: string;
  excess_kobo: number;
  excess_payment: { status: string; method: string; purpose: string; amount_kobo: number } | null;
  excess_payments: { status: string; method: string }[];
  claim_events: { status: string; payment_id: string | null }[];
}

async function storedClaim(request: APIRequestContext, session: AgentSession, id: string): Promise<StoredClaim> {
  const data = await graphql<{ claim_by_pk: StoredClaim }>(
    request,
    `query ($id: uuid!) {
      claim_by_pk(id: $id) {
        id reference status excess_kobo
        excess_payment { status method purpose amount_kobo }
        excess_payments(order_by: { created_at: asc }) { status method }
        claim_events(order_by: [{ created_at: asc }, { id: asc }]) { status payment_id }
      }
    }`,
    { id },
    session.token,
  );
  return data.claim_by_pk;
}

/** A screen claim filed three weeks into a plan sold from the wallet, approved by back office. */
async function approvedScreenClaim(request: APIRequestContext, session: AgentSession): Promise<StoredClaim> {
  const { reference, claimId } = await fileScreenClaim(request, session);
  for (const from of ['SUBMITTED', 'UNDER_REVIEW']) await runBackOfficeScript('claim:advance', [reference, from]);
  return storedClaim(request, session, claimId);
}

/** What `npm run claim:advance` printed when the service refused the move. */
async function refusedMove(reference: string, from: string): Promise<string> {
  try {
    return `moved: ${await runBackOfficeScript('claim:advance', [reference, from])}`;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error).trim();
  }
}

test('the excess paid by a link before pickup: back office waits for it, the customer pays once, the timeline shows it', async ({ page, request, demo }) => {
  const claim = await approvedScreenClaim(request, demo);
  expect(claim.status).toBe('APPROVED');
  const excess = formatMoney(claim.excess_kobo);
  expect(await runBackOfficeScript('claim:advance', [claim.reference, 'APPROVED'])).toBe(`claim ${claim.reference}: APPROVED → IN_REPAIR`);
  expect(await refusedMove(claim.reference, 'IN_REPAIR')).toContain(`Claim ${claim.reference} cannot be ready for pickup yet: the customer has not paid its excess of ${excess}`);

  const claimPage = new ClaimPage(page);
  await claimPage.open(claim.id);
  await expect(page.getByRole('heading', { name: `Excess: ${excess} to pay` })).toBeVisible();
  await expect(claimPage.detail('Excess to collect')).toHaveText(excess);
  await page.getByRole('button', { name: 'Send a card payment link' }).dblclick();
  await expect(page).toHaveURL(/\/account\/payments\/[0-9a-f-]+$/);
  await expect(page.getByText(`Claim excess, ${excess}`)).toBeVisible();
  const link = page.getByText(/\/checkout\//);
  await expect(link).toBeVisible();
  expect((await storedClaim(request, demo, claim.id)).excess_payments).toEqual([{ status: 'PENDING', method: 'CARD' }]);

  // The customer opens the link on their own phone and pays.
  await page.goto((await link.innerText()).trim());
  await new PaystackCheckoutPage(page).payByCard(PAYSTACK_TEST_CARD);
  await expect(page).toHaveURL(/\/account\/payments\/[0-9a-f-]+/);
  await expect(page.getByText('Payment received. The claim’s excess is paid.')).toBeVisible();
  await page.getByRole('link', { name: 'See the claim' }).click();
  await expect(claimPage.timeline.last()).toContainText('Excess paid');
  await expect(claimPage.timeline.last()).toContainText(`Excess of ${excess} paid by card (PAY-`);
  await expect(claimPage.detail('Excess')).toContainText(`${excess}, paid (Card •••• `);
  await expect(page.getByRole('button', { name: 'Send a card payment link' })).toHaveCount(0);

  const paid = await storedClaim(request, demo, claim.id);
  expect(paid.excess_payment).toEqual({ status: 'SUCCEEDED', method: 'CARD', purpose: 'EXCESS', amount_kobo: claim.excess_kobo });
  expect(paid.excess_payments).toEqual([{ status: 'SUCCEEDED', method: 'CARD' }]);
  expect(paid.claim_events.filter((event) => event.payment_id !== null)).toHaveLength(1);

  expect(await runBackOfficeScript('claim:advance', [claim.reference, 'IN_REPAIR'])).toBe(`claim ${claim.reference}: IN_REPAIR → READY_FOR_PICKUP`);
  expect((await storedClaim(request, demo, claim.id)).status).toBe('READY_FOR_PICKUP');
  await page.reload();
  await expect(claimPage.timeline.last()).toContainText('Ready for pickup');
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText('The phone is repaired and the excess paid.');
});
