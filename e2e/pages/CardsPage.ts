import type { Locator, Page } from '@playwright/test';

/** /account/cards and /account/cards/[id]: finding a protection card, showing, printing and sharing it. */
export class CardsPage {
  readonly heading: Locator;
  readonly searchBox: Locator;
  /** One list item per card on the page shown. */
  readonly rows: Locator;
  readonly pageStatus: Locator;
  readonly next: Locator;
  readonly noMatch: Locator;
  /** The card itself, on its own screen. */
  readonly card: Locator;
  readonly qrCode: Locator;
  readonly print: Locator;
  readonly share: Locator;
  readonly allCards: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.searchBox = page.getByRole('searchbox', { name: 'Search cards' });
    this.rows = page.getByRole('list', { name: 'Cards' }).getByRole('listitem');
    this.pageStatus = page.getByText(/^Page \d+ of \d+$/);
    this.next = page.getByRole('link', { name: 'Next' });
    this.noMatch = page.getByRole('heading', { name: 'No cards match your search' });
    this.card = page.getByRole('article', { name: 'Protection card' });
    this.qrCode = this.card.getByRole('img', { name: 'QR code of the verification link' });
    this.print = page.getByRole('button', { name: 'Print' });
    this.share = page.getByRole('button', { name: 'Share' });
    this.allCards = page.getByRole('link', { name: 'All cards' });
    this.notFound = page.getByRole('heading', { level: 1, name: 'Card not found' });
  }

  async open(query = '') {
    return this.page.goto(`/account/cards${query}`);
  }

  async openCard(orderId: string, query = '') {
    return this.page.goto(`/account/cards/${orderId}${query}`);
  }

  /** Types a search and submits it with Enter, as an agent at the counter would. */
  async search(text: string) {
    await this.searchBox.fill(text);
    await this.searchBox.press('Enter');
  }

  /** The policy numbers of the rows on screen, in order (each row's link is its policy number). */
  async rowPolicyNumbers(): Promise<string[]> {
    return this.rows.getByRole('link').allTextContents();
  }

  cardLink(policyNumber: string): Locator {
    return this.rows.getByRole('link', { name: policyNumber, exact: true });
  }

  /** The value next to a label on the card. */
  detail(label: string): Locator {
    return this.card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
