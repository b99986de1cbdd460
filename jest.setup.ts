import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 5 s, not 1: `npm test` runs this lane beside the e2e lane on two cores,
// where a screen whose code loads on demand (next/dynamic) took over a second to appear. A screen that
// never appears still fails, later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia (next-themes calls it); node-environment tests have no window at all.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
