import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { partLoading } from './partLoading';

const Loading = partLoading('The plans could not be loaded.', <p>Pricing the plans</p>);

describe('partLoading', () => {
  it('shows the placeholder while the code loads', () => {
    renderWithChakra(<Loading isLoading error={null} />);
    expect(screen.getByText('Pricing the plans')).toBeInTheDocument();
  });

  it('says what could not be shown when the code cannot load, and tries again on request', async () => {
    const retry = jest.fn();
    renderWithChakra(<Loading isLoading={false} error={new Error('Loading chunk failed')} retry={retry} />);
    expect(screen.queryByText('Pricing the plans')).not.toBeInTheDocument();
    expect(screen.getByText('The plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(NO_ANSWER_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
