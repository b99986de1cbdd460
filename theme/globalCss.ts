import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';

/**
 * The CSS Chakra's provider would inject at every page load (layer order, reset, global styles, every
 * token as a custom property) as a stylesheet's text, compiled by Emotion exactly as its <Global> does on
 * the server. Runs at build time only (scripts/brand-css.ts).
 */
export function systemGlobalCss(system: SystemContext): string {
  const cache = createCache({ key: 'css' });
  return [system.layers.atRule, ...system._global]
    .map((styles) => cache.insert('', serializeStyles([styles] as never, cache.registered), cache.sheet, false) as unknown as string)
    .join('\n');
}
