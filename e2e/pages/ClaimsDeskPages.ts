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

/** The desk claim screen's photos and documents: what the agent sent, the reuse flags, the sale's inspection photos. */
export class DeskEvidencePanel {
  readonly section: Locator;
  readonly sent: Locator;
  readonly inspection: Locator;
  readonly flags: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Photos and documents' });
    // Its own items, not the flags' lists inside them.
    this.sent = this.section.getByRole('list', { name: 'Sent with the claim' }).locator(':scope > li');
    this.inspection = this.section.getByRole('list', { name: 'Inspection photos from the sale' }).getByRole('listitem');
    this.flags = this.section.getByRole('list', { name: 'Also used elsewhere' }).getByRole('listitem');
  }

  /** Asks the agent for more, with the note; waits until the desk says it went. */
  async askForMore(note: string) {
    await this.section.getByRole('button', { name: 'Ask for more evidence' }).click();
    const form = this.page.getByRole('form', { name: 'Ask for more evidence' });
    await form.getByRole('textbox', { name: 'What is needed' }).fill(note);
    await form.getByRole('button', { name: 'Send the request' }).click();
    await this.page.getByText('Request sent. The agent sees it on the claim, with your note.').waitFor();
  }
}
