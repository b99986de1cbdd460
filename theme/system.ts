import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import type { Brand } from '@/brands';
import { brandShades, readableTextOn } from './palette';
import { recipes, slotRecipes } from './recipes';

/**
 * The colour palettes the app's screens use (with `brand`, added per brand below). Building the token
 * dictionary is most of the system's cost at boot on a phone, so Chakra's other palettes are left out: add
 * one here when a screen starts using it (a missing palette renders as no colour at all).
 */
export const USED_PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;

/**
 * Chakra's global styles, but nothing declared on every element but its font features. Chakra's `*` rule
 * also declares 23 custom properties on every element (ring and filter defaults for its `ring`, `filter="auto"`
 * and `backdropFilter="auto"` utilities, which no screen or registered recipe uses) and three `--global-*`
 * aliases; each element then resolves its own copy at every style recalculation instead of inheriting one
 * (the first paint's style pass on the cards list: ~28 → ~10 ms unthrottled). The aliases move to `html`,
 * where the tokens they name are set (colour mode is a class on `html`), so every element inherits the same
 * value as before.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss;
const appGlobalCss = {
  ...otherGlobalCss,
  '*': { fontFeatureSettings: everyElement?.fontFeatureSettings },
  html: {
    ...html,
    '--global-font-mono': everyElement?.['--global-font-mono'],
    '--global-font-body': everyElement?.['--global-font-body'],
    '--global-color-border': everyElement?.['--global-color-border'],
  },
};

// Chakra's default theme without its full recipe set (see ./recipes) and without the unused palettes.
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: appGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const BODY_FONT = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A brand's part of its system: a `brand` colour palette (use `colorPalette="brand"`) and its fonts. */
function brandConfig(brand: Brand) {
  const shades = brandShades(brand.primaryColor);
  const tokens = Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));
  const contrast = readableTextOn(shades['500']);

  return defineConfig({
    globalCss: {
      'html, body': { bg: 'bg', color: 'fg' },
      // On paper (a protection card) the app's chrome is left out: bars, menus, buttons.
      '[data-print="hide"]': { '@media print': { display: 'none !important' } },
    },
    theme: {
      tokens: {
        colors: { brand: tokens },
        fonts: {
          heading: { value: brand.headingFont },
          body: { value: BODY_FONT },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: contrast },
            fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.200}' } },
            muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
            subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
            emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
            focusRing: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
            border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          },
        },
      },
    },
  });
}

/** The Chakra system for a brand, global CSS included: what the stylesheet is generated from, and tests' system. */
export function createBrandSystem(brand: Brand): SystemContext {
  return createSystem(defaultBaseConfig, themeConfig, brandConfig(brand));
}

/**
 * The system as pages/_app provides it: its global CSS (layer order, reset, global styles, tokens) ships as
 * a stylesheet generated ahead for the brand (theme/writeBrandCss.ts), so ChakraProvider, which would
 * serialize and inject it again at every page load, is given none. createSystem would serialize it all at
 * once (the token CSS alone ~40 % of its cost at boot, four times that on a phone) for CSS nobody reads: a
 * patch (patches/@chakra-ui+react+*.patch, applied on install) makes `_global` a getter run at its first
 * read, and here it is never read. Component styles are the same (system.test.tsx compares them).
 */
export function createBrowserBrandSystem(brand: Brand): SystemContext {
  const system = createSystem(defaultBaseConfig, themeConfig, brandConfig(brand));
  // Not a spread: that would read the getter. `layers` keeps the config it was built with (so components
  // still write into the layers); only the provider reads `_config.disableLayers`, to skip injecting the
  // layer order the stylesheet declares.
  return Object.defineProperties(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
}
