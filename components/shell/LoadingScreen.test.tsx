import { screen } from '@testing-library/react';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it('announces loading in a full-height status region', () => {
    renderWithChakra(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status).toHaveStyle({ height: '100vh' });
  });

  it('shows the optional text under the spinner', () => {
    renderWithChakra(<LoadingScreen text="Fetching your partner" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching your partner');
  });

  it('colours the spinner blue', () => {
    renderWithChakra(<LoadingScreen />);
    const spinner = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(spinner).not.toBeNull();
    expect(spinner?.className).toMatch(/\S/);
    // Chakra turns color="blue.500" into the blue token's CSS variable.
    expect(getComputedStyle(spinner as Element).color).toBe('var(--chakra-colors-blue-500)');
  });
});
