import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { brands } from '@/brands';
import { createBrandSystem } from '@/theme/system';

const system = createBrandSystem(brands.yellow);

/** The app's Chakra system around `children`, as `_app` provides it. */
export function ChakraProviders({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/** Renders a component inside the app's Chakra system, as the app does. */
export function renderWithChakra(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: ChakraProviders, ...options });
}
