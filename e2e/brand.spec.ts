import { brandCodes, brands } from '../brands';
import { sameColour, toCssRgb } from './support/colour';
import { expect, test } from './support/fixtures';
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
