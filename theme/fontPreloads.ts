import type { BrandCode } from '@/brands/types';

// The font files the first screen paints its text with, preloaded by pages/_document so that text paints
// once, in the brand's fonts, before the page's scripts run (no swap moving it later, no first paint waiting
// for the scripts). Latin subset only: @fontsource's CSS (pages/_app) loads the other subsets for the
// characters that need them. `new URL(…, import.meta.url)` gives the same hashed address as that CSS does,
// so the browser uses the preloaded file.
const inter400 = new URL('../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', import.meta.url);
const inter600 = new URL('../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', import.meta.url);
const inter700 = new URL('../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', import.meta.url);
const poppins600 = new URL('../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', import.meta.url);
const montserrat700 = new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2', import.meta.url);

/** Each brand's heading font file (brands/*.ts `headingFont`; theme/fontPreloads.test.ts keeps them in step). */
export const HEADING_FONT_FILES: Record<BrandCode, URL> = {
  generic: inter600,
  uk: inter600,
  yellow: poppins600,
  red: montserrat700,
};

/**
 * The pages whose first screen has bold text (the dashboard's figures, the wizards' step indicator): bold
 * is preloaded there only, a page that does not use a preloaded file having paid for it for nothing.
 */
export const BOLD_FIRST_SCREENS: readonly string[] = ['/account/dashboard', '/account/onboarding', '/account/buy-plan'];

/**
 * The addresses to preload for a brand's page (Next's page path, `/account/dashboard`): body text (regular
 * and semibold), headings and, where the first screen has some, bold; each once.
 */
export function fontPreloads(brand: BrandCode, page: string): string[] {
  const files = [inter400, inter600, HEADING_FONT_FILES[brand], ...(BOLD_FIRST_SCREENS.includes(page) ? [inter700] : [])];
  return [...new Set(files.map((url) => url.pathname))];
}
