import { expect, test } from './support/fixtures';

// Shared shop laptops: whoever switched to dark mode finds it dark the next time the app opens.

test.describe('colour mode', () => {
  test('starts light, and a switch to dark survives a reload', async ({ page, signInPage }) => {
    await signInPage.open();
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });

  test('the switch works from the keyboard', async ({ page, signInPage }) => {
    await signInPage.open();
    const toggle = page.getByRole('button', { name: 'Switch to dark mode' });

    await toggle.focus();
    await page.keyboard.press('Enter');

    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
