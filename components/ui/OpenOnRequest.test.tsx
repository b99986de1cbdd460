import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { OpenOnRequest } from './OpenOnRequest';

describe('OpenOnRequest', () => {
  it('renders the form only once asked for, and closes it saying what it did', async () => {
    const form = jest.fn((done: (message: string) => void) => <button onClick={() => done('Moved.')}>Finish</button>);
    renderWithChakra(
      <OpenOnRequest summary="Amaka is in no team." action="Move to another team">
        {form}
      </OpenOnRequest>,
    );
    expect(screen.getByText('Amaka is in no team.')).toBeInTheDocument();
    expect(form).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Move to another team' }));
    expect(screen.queryByText('Amaka is in no team.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('status')).toHaveTextContent('Moved.');
    expect(screen.getByRole('button', { name: 'Move to another team' })).toBeInTheDocument();

    // Opened again, the last outcome is no longer said.
    await userEvent.click(screen.getByRole('button', { name: 'Move to another team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('opens by itself once told that unfinished work is kept, after the first render', async () => {
    const view = renderWithChakra(
      <OpenOnRequest summary="No photos added." action="Add photos" startOpen={false}>
        {() => <p>The photo form</p>}
      </OpenOnRequest>,
    );
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    view.rerender(
      <OpenOnRequest summary="No photos added." action="Add photos" startOpen>
        {() => <p>The photo form</p>}
      </OpenOnRequest>,
    );
    expect(await screen.findByText('The photo form')).toBeInTheDocument();
  });
});
