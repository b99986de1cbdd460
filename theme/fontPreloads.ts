import type { BrandCode } from '@/brands/types';

// The font files the first screen paints its text with, preloaded by pages/_document so that text paints
// once, in the brand's fonts, before the page's scripts run (no swap moving it later, no first paint waiting
// for the scripts). Inter's are our own cuts (theme/fonts/subsets.css): its basic subset (ASCII and the
// screens' punctuation) and the naira sign, preloaded where the first screen shows an amount (found only at
// the first layout, the file would come after the text is laid out); @fontsource's CSS (pages/_app) loads the
// other subsets for the characters that need them. `new URL(…, import.meta.url)` gives the same hashed address as that CSS does,
// so the browser uses the preloaded file.
const inter400 = new URL('./fonts/inter-basic-400.woff2', import.meta.url);
const inter600 = new URL('./fonts/inter-basic-600.woff2', import.meta.url);
const inter700 = new URL('./fonts/inter-basic-700.woff2', import.meta.url);
const poppins600 = new URL('../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', import.meta.url);
const montserrat700 = new URL('../node_modules/@fontsource/montserrat/files/montserrat-latin-700-normal.woff2', import.meta.url);
const naira400 = new URL('./fonts/inter-naira-400.woff2', import.meta.url);
const naira600 = new URL('./fonts/inter-naira-600.woff2', import.meta.url);
const naira700 = new URL('./fonts/inter-naira-700.woff2', import.meta.url);

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
export const BOLD_FIRST_SCREENS: readonly string[] = ['/account/dashboard', '/account/onboarding', '/account/buy-plan', '/account/wallet'];

/**
 * The pages whose first screen shows amounts, with the weights they are set in (measured in Chromium at 412 px
 * with the demo data: the font files each page fetched). A page left out fetches the file when it needs it.
 */
export const NAIRA_FIRST_SCREENS: Readonly<Record<string, readonly URL[]>> = {
  '/account/dashboard': [naira400, naira600, naira700],
  '/account/wallet': [naira400, naira600, naira700],
  '/account/customers/[id]': [naira400, naira600],
  '/account/orders': [naira600],
  '/account/orders/[id]': [naira400, naira600],
  '/account/cards/[id]': [naira400],
  '/account/payments/[id]': [naira400],
  '/account/warranty': [naira400],
  '/account/warranty/[id]': [naira400],
};

/**
 * The addresses to preload for a brand's page (Next's page path, `/account/dashboard`): body text (regular
 * and semibold), headings, bold where the first screen has some and the naira sign where it shows amounts;
 * each once.
 */
export function fontPreloads(brand: BrandCode, page: string): string[] {
  const files = [
    inter400,
    inter600,
    HEADING_FONT_FILES[brand],
    ...(BOLD_FIRST_SCREENS.includes(page) ? [inter700] : []),
    ...(NAIRA_FIRST_SCREENS[page] ?? []),
  ];
  return [...new Set(files.map((url) => url.pathname))];
}
