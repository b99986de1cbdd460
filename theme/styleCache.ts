import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's cache for the components' styles (Chakra's recipes and style props): one per server render
 * (pages/_document collects what the page used into one <style> in the head) and one per browser page (it
 * adopts that <style> and adds what later renders need). `nonce`: the Content-Security-Policy nonce the
 * browser's inserted <style> elements carry.
 */
export function createStyleCache(nonce?: string): EmotionCache {
  return createCache({ key: 'css', nonce });
}
