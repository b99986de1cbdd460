import type { Locator, Page } from '@playwright/test';

/** The account area's frame: sidebar (a drawer on phones), top bar and the screen's <main>. */
export class AccountShell {
  /** The sidebar's or the open drawer's navigation, whichever is on screen. */
  readonly nav: Locator;
  readonly menuButton: Locator;
  readonly drawer: Locator;
  readonly main: Locator;
  readonly skipLink: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Account' });
    this.menuButton = page.getByRole('button', { name: 'Open menu' });
    this.drawer = page.getByRole('dialog', { name: 'Menu' });
    this.main = page.getByRole('main');
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  agentName(name: string): Locator {
    return this.page.getByText(name, { exact: true });
  }

  /** Follows a section's link, through the drawer when the sidebar is folded away. */
  async goTo(section: string) {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      await this.drawer.waitFor();
      await this.drawer.getByRole('link', { name: section, exact: true }).click();
    } else {
      await this.navLink(section).click();
    }
  }

  async logOut() {
    if (await this.menuButton.isVisible()) {
      await this.menuButton.click();
      await this.drawer.getByRole('button', { name: 'Log out' }).click();
    } else {
      await this.nav.getByRole('button', { name: 'Log out' }).click();
    }
  }
}
