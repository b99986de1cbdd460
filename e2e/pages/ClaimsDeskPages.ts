import type { Locator, Page } from '@playwright/test';

/** /office/claims: the claims desk's queue. */
export class ClaimQueuePage {
  readonly heading: Locator;
  readonly rows: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Claims' });
    this.rows = page.getByRole('list', { name: 'Claims' }).getByRole('listitem');
    this.search = page.getByRole('searchbox', { name: 'Search claims' });
  }

  async open(query = '') {
    return this.page.goto(`/office/claims${query}`);
  }

  /** The queue's row of a claim, by its reference. */
  row(reference: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: reference, exact: true }) });
  }
}

/** A claim's notes thread and its form, on either side's claim screen. */
export class ClaimNotesPanel {
  readonly notes: Locator;

  constructor(readonly page: Page) {
    this.notes = page.getByRole('list', { name: 'Notes, oldest first' }).getByRole('listitem');
  }

  async send(label: string, body: string) {
    const form = this.page.getByRole('form', { name: label });
    await form.getByRole('textbox', { name: label }).fill(body);
    await form.getByRole('button', { name: 'Send note' }).click();
    await this.page.getByText('Note sent.').waitFor();
  }
}
