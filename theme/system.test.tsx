/**
 * @jest-environment node
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { brands } from '@/brands';
import { systemGlobalCss } from './globalCss';
import { recipes, slotRecipes } from './recipes';
import { createBrandSystem, createBrowserBrandSystem } from './system';

const render = (system: Parameters<typeof ChakraProvider>[0]['value']) =>
  renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ChakraProvider value={system}>
        <p>page</p>
      </ChakraProvider>
    </CacheProvider>,
  );

describe('createBrowserBrandSystem', () => {
  const full = createBrandSystem(brands.yellow);
  const browser = createBrowserBrandSystem(brands.yellow);

  it('leaves the provider nothing global to inject: the page carries none of the stylesheet built ahead', () => {
    expect(systemGlobalCss(full)).toContain('--chakra-colors-brand-500');
    expect(render(full)).toContain('--chakra-colors-brand-500');
    expect(render(browser)).not.toContain('--chakra-colors-brand-500');
    expect(render(browser)).not.toContain('@layer reset,base,tokens,recipes');
  });

  it('serializes no global CSS while it is built (patches/@chakra-ui+react: `_global` on first read)', () => {
    // The patch turns createSystem's eager `_global` array into a getter; without it the token CSS
    // (the costliest part of the build at boot) is serialized for a stylesheet shipped ahead.
    const fresh = Object.getOwnPropertyDescriptor(createBrandSystem(brands.yellow), '_global');
    expect(fresh?.get).toEqual(expect.any(Function));
    expect(fresh?.value).toBeUndefined();
    expect(createBrowserBrandSystem(brands.yellow)._global).toEqual([]);
  });

  it('styles every registered recipe, in every variant, as the full system does', () => {
    // Typed loosely: each recipe's own variant types make the loop's union unusable.
    type Recipe = Parameters<typeof full.cva>[0];
    type SlotRecipe = Parameters<typeof full.sva>[0];
    for (const recipe of Object.values(recipes) as Recipe[]) {
      for (const [variant, values] of Object.entries(recipe.variants ?? {})) {
        for (const value of Object.keys(values)) {
          expect(browser.cva(recipe)({ [variant]: value })).toEqual(full.cva(recipe)({ [variant]: value }));
        }
      }
    }
    for (const recipe of Object.values(slotRecipes) as SlotRecipe[]) {
      for (const [variant, values] of Object.entries(recipe.variants ?? {})) {
        for (const value of Object.keys(values)) {
          expect(browser.sva(recipe)({ [variant]: value })).toEqual(full.sva(recipe)({ [variant]: value }));
        }
      }
    }
  });

  it('resolves style props (tokens, palettes, conditions, breakpoints, text styles) as the full system does', () => {
    const styles = [
      { color: 'fg.muted', bg: 'bg.panel', padding: '4', marginTop: '-2', maxWidth: '3xl', borderRadius: 'md' },
      { colorPalette: 'brand', bg: 'colorPalette.solid', color: 'colorPalette.contrast', _hover: { bg: 'colorPalette.emphasized' } },
      { display: { base: 'none', md: 'flex' }, gap: ['2', '4'], textStyle: 'sm', fontWeight: 'semibold' },
      { _dark: { color: 'red.300' }, _focusVisible: { outlineColor: 'colorPalette.focusRing' }, animationName: 'spin' },
    ];
    for (const style of styles) expect(browser.css(style)).toEqual(full.css(style));
    expect(browser.token('colors.brand.500')).toBe(full.token('colors.brand.500'));
  });

  it('keeps component styles in their layers', () => {
    const css = browser.cva({ base: { color: 'red' } })();
    expect(JSON.stringify(css)).toContain('@layer recipes');
  });
});
