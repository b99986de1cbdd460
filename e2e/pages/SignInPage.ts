import type { Locator, Page } from '@playwright/test';
import type { Brand } from '../../brands';

/** /auth: where an agent starts the day. */
export class SignInPage {
  readonly topBar: Locator;
  readonly logo: Locator;
  readonly heading: Locator;
  readonly brandName: Locator;
  readonly termsLink: Locator;
  /** The full-screen spinner the partner gate shows while the partner record loads. */
  readonly loadingScreen: Locator;
  /** The formatted error the partner gate shows in place of the app (Next's empty route announcer excluded). */
  readonly errorMessage: Locator;

  constructor(
    readonly page: Page,
    readonly brand: Brand,
  ) {
    this.topBar = page.getByRole('banner');
    this.logo = page.getByRole('img', { name: `${brand.name} logo` });
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.brandName = page.getByText(brand.name, { exact: true });
    this.termsLink = page.getByRole('link', { name: 'Terms and conditions' });
    this.loadingScreen = page.getByRole('status');
    this.errorMessage = page.getByRole('alert').filter({ hasText: /\S/ });
  }

  async open(path = '/auth') {
    const response = await this.page.goto(path);
    if (!response) throw new Error(`no response for ${path}`);
    return response;
  }

  /** The top bar's background as the browser computed it, e.g. `rgb(255, 203, 5)`. */
  topBarColour(): Promise<string> {
    return this.topBar.evaluate((element) => getComputedStyle(element).backgroundColor);
  }
}
