/**
 * @jest-environment node
 */
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { brands } from '@/brands';
import { systemGlobalCss } from './globalCss';
import { createBrandSystem, withoutGlobalCss } from './system';

const render = (system: Parameters<typeof ChakraProvider>[0]['value']) =>
  renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ChakraProvider value={system}>
        <p>page</p>
      </ChakraProvider>
    </CacheProvider>,
  );

describe('withoutGlobalCss', () => {
  const system = createBrandSystem(brands.yellow);

  it('leaves the provider nothing global to inject: the page carries none of the stylesheet built ahead', () => {
    const tokens = systemGlobalCss(system);
    expect(tokens).toContain('--chakra-colors-brand-500');
    expect(render(system)).toContain('--chakra-colors-brand-500');
    expect(render(withoutGlobalCss(system))).not.toContain('--chakra-colors-brand-500');
    expect(render(withoutGlobalCss(system))).not.toContain('@layer reset,base,tokens,recipes');
  });

  it('keeps component styles in their layers', () => {
    const css = withoutGlobalCss(system).cva({ base: { color: 'red' } })();
    expect(JSON.stringify(css)).toContain('@layer recipes');
  });
});
