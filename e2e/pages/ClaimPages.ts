import { expect, type Locator, type Page } from '@playwright/test';
import type { ChosenFile } from '../support/claimPhotos';

/** How long a photo may take to be prepared and sent (compressed on the page, then tus). */
const PHOTO_SENT_TIMEOUT_MS = 30_000;

/** /account/warranty/new?order=…: the claim on one order. */
export class NewClaimPage {
  readonly form: Locator;
  readonly orderBox: Locator;
  readonly incidentDate: Locator;
  readonly description: Locator;
  readonly policeReport: Locator;
  readonly fileClaim: Locator;
  readonly excess: Locator;
  /** The claim's photos of the damage, or a theft's police report (shown once a type is chosen). */
  readonly damagePhotos: Locator;
  readonly policeReportFiles: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'The claim' });
    this.damagePhotos = this.form.getByRole('group', { name: 'Photos of the damage' });
    this.policeReportFiles = this.form.getByRole('group', { name: 'The police report' });
    this.orderBox = page.getByRole('region', { name: 'Order', exact: true });
    this.incidentDate = this.form.getByLabel('Date of the incident');
    this.description = this.form.getByLabel('Describe what happened');
    this.policeReport = this.form.getByLabel('Police report number');
    this.fileClaim = this.form.getByRole('button', { name: /File claim|Filing the claim|Waiting for the photos/ });
    this.excess = this.form.getByText(/^Excess for this claim: /);
  }

  async open(orderId: string) {
    return this.page.goto(`/account/warranty/new?order=${orderId}`);
  }

  /** A field's error message, found the way assistive technology finds it (its `aria-errormessage`). */
  async problemOf(field: Locator): Promise<Locator> {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const id = await field.getAttribute('aria-errormessage');
    return this.page.locator(`[id="${id}"]`);
  }

  /** The claim types offered, in the words of the screen ("Screen damage", "Theft"…). */
  claimType(label: string): Locator {
    return this.form.getByRole('radio', { name: new RegExp(`^${label}`) });
  }

  /** One photo's field ("Damage photo", "Damage photo 2", "Police report"). */
  photoField(label: string): Locator {
    return this.form.getByRole('group', { name: new RegExp(`^${label}( \\(required\\))?$`) });
  }

  /** Takes a photo (or chooses a PDF) for the field `label`, as the camera or the file chooser hands it over. */
  async choosePhoto(label: string, file: ChosenFile) {
    await this.photoField(label).locator('input[type="file"]').setInputFiles(file);
  }

  /** Takes a photo for the field `label` and waits until the service has it. */
  async addPhoto(label: string, file: ChosenFile) {
    await this.choosePhoto(label, file);
    await expect(this.photoField(label)).toHaveAttribute('data-status', 'uploaded', { timeout: PHOTO_SENT_TIMEOUT_MS });
  }

  /**
   * Fills the claim in; without a type, the first the plan covers. With `photo`, it is sent as the first file
   * the type needs (the damage photo, or a theft's police report).
   */
  async fill(values: { type?: string; incidentDate: string; description: string; policeReport?: string; photo?: ChosenFile }) {
    await (values.type === undefined ? this.form.getByRole('radio').first() : this.claimType(values.type)).check();
    await this.incidentDate.fill(values.incidentDate);
    await this.description.fill(values.description);
    if (values.policeReport !== undefined) await this.policeReport.fill(values.policeReport);
    if (values.photo) {
      await expect(this.damagePhotos.or(this.policeReportFiles)).toBeVisible();
      await this.addPhoto((await this.policeReportFiles.count()) > 0 ? 'Police report' : 'Damage photo', values.photo);
    }
  }
}

/** /account/warranty/[id]: one claim and its timeline. */
export class ClaimPage {
  readonly heading: Locator;
  readonly timeline: Locator;
  readonly notFound: Locator;
  /** The claim's photos and documents. */
  readonly evidence: Locator;
  readonly files: Locator;
  /** The claims desk asked for more. */
  readonly evidenceRequest: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.timeline = page.getByRole('list', { name: 'Status changes, oldest first' }).getByRole('listitem');
    this.notFound = page.getByRole('heading', { level: 1, name: 'Claim not found' });
    this.evidence = page.getByRole('region', { name: 'Photos and documents' });
    this.files = this.evidence.getByRole('list', { name: "The claim's photos and documents" }).getByRole('listitem');
    this.evidenceRequest = page.getByText('The assessor asked for more photos or documents');
  }

  async open(claimId: string) {
    return this.page.goto(`/account/warranty/${claimId}`);
  }

  /** The value next to a label. */
  detail(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }
}
