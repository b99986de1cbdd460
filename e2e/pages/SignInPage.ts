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
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** Why the last sign-in failed. */
  readonly formError: Locator;
  readonly sessionEndedNotice: Locator;
  /** The demo credentials box, shown only on the seeded demo. */
  readonly demoHint: Locator;

  constructor(
    readonly page: Page,
    readonly brand: Brand,
  ) {
    this.topBar = page.getByRole('banner');
    this.logo = page.getByRole('img', { name: `${brand.name} logo` });
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.brandName = page.getByText(brand.name, { exact: true });
    this.termsLink = page.getByRole('link', { name: 'Terms and conditions' });
    this.loadingScreen = page.getByRole('status').filter({ hasNotText: 'Your session has ended' });
    this.errorMessage = page.getByRole('alert').filter({ hasText: /\S/ });
    const form = page.getByRole('form', { name: 'Sign in' });
    this.identifier = form.getByLabel('Phone number or email');
    this.password = form.getByLabel('Password', { exact: true });
    this.submit = form.getByRole('button', { name: 'Sign in' });
    this.formError = form.getByRole('alert');
    this.sessionEndedNotice = page.getByRole('status').filter({ hasText: 'Your session has ended' });
    this.demoHint = page.getByText('This is the demo service. Sign in with');
  }

  async open(path = '/auth') {
    const response = await this.page.goto(path);
    if (!response) throw new Error(`no response for ${path}`);
    return response;
  }

  async signIn(identifier: string, password: string) {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The demo credentials the page shows, e.g. `{ identifier: '08030000001', password: 'demo-password' }`. */
  async demoCredentials(): Promise<{ identifier: string; password: string }> {
    // As shown: innerText leaves out the text of the style elements a page not yet hydrated still holds.
    const text = await this.demoHint.innerText();
    const match = /Sign in with\s*(\S+)\s*\/\s*(\S+)/.exec(text);
    if (!match) throw new Error(`no demo credentials in "${text}"`);
    return { identifier: match[1], password: match[2] };
  }

  /** The top bar's background as the browser computed it, e.g. `rgb(255, 203, 5)`. */
  topBarColour(): Promise<string> {
    return this.topBar.evaluate((element) => getComputedStyle(element).backgroundColor);
  }
}
