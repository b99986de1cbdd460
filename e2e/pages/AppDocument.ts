import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

export interface WebAppManifest {
  name?: string;
  theme_color?: string;
  icons?: { src: string; type?: string; sizes?: string }[];
}

/**
 * What the HTML document tells the browser about the app: tab title, theme colour, icons and the
 * install manifest. The document head has no roles, so these are the only attribute selectors in e2e/.
 */
export class AppDocument {
  constructor(
    readonly page: Page,
    readonly request: APIRequestContext,
  ) {}

  title(): Promise<string> {
    return this.page.title();
  }

  themeColour(): Promise<string | null> {
    return this.page.locator('head meta[name="theme-color"]').getAttribute('content');
  }

  manifestHref(): Promise<string | null> {
    return this.page.locator('head link[rel="manifest"]').getAttribute('href');
  }

  /** The href of every `<link rel="icon">` (a favicon and an SVG icon, say). */
  iconHrefs(): Promise<string[]> {
    return this.page
      .locator('head link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  /** Fetches a URL the document points at, relative to the app under test. */
  fetch(url: string): Promise<APIResponse> {
    return this.request.get(url);
  }

  async manifest(href: string): Promise<WebAppManifest> {
    const response = await this.fetch(href);
    if (!response.ok()) throw new Error(`${href} answered ${response.status()}`);
    return (await response.json()) as WebAppManifest;
  }
}
