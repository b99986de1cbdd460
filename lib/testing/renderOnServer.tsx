import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProviders } from './renderWithChakra';

const serverPages = new Set<HTMLElement>();

// Removed after each test, as Testing Library's cleanup removes what `render` mounted.
afterEach(() => {
  for (const page of serverPages) page.remove();
  serverPages.clear();
});

/**
 * What the server sends for `ui` in the app's Chakra system, before any script runs (no effects, no
 * hydration), put in the document: query it with `within(page)`.
 */
export function renderOnServer(ui: ReactElement): HTMLElement {
  const page = document.body.appendChild(document.createElement('div'));
  page.innerHTML = renderToString(<ChakraProviders>{ui}</ChakraProviders>);
  serverPages.add(page);
  return page;
}
