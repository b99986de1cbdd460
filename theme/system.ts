import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
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

// Chakra's default theme without its full recipe set (see ./recipes).
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const BODY_FONT = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The Chakra system for a brand: a `brand` colour palette (use `colorPalette="brand"`) and its fonts. */
export function createBrandSystem(brand: Brand): SystemContext {
  const shades = brandShades(brand.primaryColor);
  const tokens = Object.fromEntries(Object.entries(shades).map(([shade, value]) => [shade, { value }]));
  const contrast = readableTextOn(shades['500']);

  const config = defineConfig({
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

  return createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
}
