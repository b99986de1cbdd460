import { brandCodes, brands } from '../brands';
import { formatMoney } from '../lib/format/money';
import { BuyPlanPage } from './pages/BuyPlanPage';
import { onboardSellableDevice } from './support/customers';
import { dataServiceUrl, DEMO_AGENT, graphql, loginAs, NEEDS_DATA_SERVICE } from './support/dataService';
import { sameColour, toCssRgb } from './support/colour';
import { expect, test } from './support/fixtures';
import { TOKEN_COOKIE } from './support/session';
import { deploymentBrandCode, NEEDS_OWN_SERVERS, targetsDeployment } from './support/target';

// Runs once per brand build (projects brand-<code>), each expectation read from brands/<code>.ts.

test.describe('an agent in a partner shop sees that partner', () => {
  test('in the browser tab, the theme colour and the icons', async ({ appDocument, brand, signInPage }) => {
    await signInPage.open();

    expect(await appDocument.title()).toBe(`Agent ${brand.name}`);
    expect(await appDocument.themeColour()).toBe(brand.primaryColor);

    const icons = await appDocument.iconHrefs();
    expect(icons).toContain(brand.faviconUrl);
    for (const href of [brand.faviconUrl, '/favicon.ico']) {
      const icon = await appDocument.fetch(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\//);
    }
  });

  test('when adding the app to the home screen', async ({ appDocument, brand, signInPage }) => {
    await signInPage.open();

    const href = await appDocument.manifestHref();
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await appDocument.manifest(href!);
    expect(manifest.name).toBe(brand.name);
    expect(manifest.theme_color).toBe(brand.primaryColor);
    expect(manifest.icons?.length ?? 0).toBeGreaterThan(0);
    for (const icon of manifest.icons ?? []) {
      const image = await appDocument.fetch(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
  });

  test('on the sign-in screen: logo, name and a top bar in the brand colour', async ({ brand, signInPage }) => {
    await signInPage.open();

    await expect(signInPage.logo).toBeVisible();
    await expect(signInPage.heading).toBeVisible();
    await expect(signInPage.brandName).toBeVisible();
    await expect(signInPage.topBar).toBeVisible();
    const colour = await signInPage.topBarColour();
    expect(sameColour(colour, brand.primaryColor), `top bar is ${colour}, brand is ${toCssRgb(brand.primaryColor)}`).toBe(
      true,
    );
  });

  test("in the terms and conditions, which open as the partner's PDF in a new tab", async ({
    brand,
    request,
    signInPage,
  }) => {
    await signInPage.open();

    await expect(signInPage.termsLink).toHaveAttribute('href', brand.termsUrl);
    await expect(signInPage.termsLink).toHaveAttribute('target', '_blank');
    const pdf = await request.get(brand.termsUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

test.describe("an agent selling under the partner's rules", () => {
  test.skip(!dataServiceUrl, NEEDS_DATA_SERVICE);

  test('offers paying monthly, at the price the service quotes, only where the partner allows it', async ({ baseURL, brand, context, page, request }) => {
    const session = await loginAs(request, brand.partnerCode, DEMO_AGENT.phone, DEMO_AGENT.password);
    await context.addCookies([{ name: TOKEN_COOKIE, value: session.token, url: baseURL! }]);
    const device = await onboardSellableDevice(request, session.token);
    const { partner, quote_plan: quotes } = await graphql<{
      partner: { allow_postpaid_plan: boolean }[];
      quote_plan: { name: string; postpaid_instalment_kobo: number | null; postpaid_total_kobo: number | null }[];
    }>(
      request,
      `query ($device: uuid!) { partner { allow_postpaid_plan } quote_plan(device_id: $device) { name postpaid_instalment_kobo postpaid_total_kobo } }`,
      { device: device.deviceId },
      session.token,
    );
    const quote = quotes.find((candidate) => candidate.name === 'Total Care')!;

    const buyPlanPage = new BuyPlanPage(page);
    await buyPlanPage.openFor(device.customerId, device.deviceId);
    await buyPlanPage.plan('Total Care').check();
    await expect(buyPlanPage.prepaid).toBeVisible();
    if (partner[0].allow_postpaid_plan) {
      const instalment = formatMoney(quote.postpaid_instalment_kobo!);
      await expect(buyPlanPage.postpaid).toHaveAccessibleDescription(`${instalment} now, then ${instalment} a month: 12 instalments, ${formatMoney(quote.postpaid_total_kobo!)} in all`);
    } else {
      // Not offered at all, not even disabled: no monthly price anywhere on the screen, none quoted.
      expect(quote.postpaid_instalment_kobo).toBeNull();
      await expect(buyPlanPage.postpaid).toHaveCount(0);
      await expect(page.getByText(/monthly|a month/i)).toHaveCount(0);
    }
  });
});

if (targetsDeployment) {
  // One deployment is one brand: the other brands are listed, and skipped, so the gap is visible.
  const deployed = deploymentBrandCode();
  test.describe('other brands', () => {
    for (const code of brandCodes.filter((c) => c !== deployed)) {
      test(`${brands[code].name} (${code})`, () => {
        test.skip(true, `${NEEDS_OWN_SERVERS}; this deployment is ${deployed}`);
      });
    }
  });
}
