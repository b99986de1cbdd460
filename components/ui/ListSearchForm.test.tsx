import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderOnServer } from '@/lib/testing/renderOnServer';
import { ChakraProviders, renderWithChakra } from '@/lib/testing/renderWithChakra';
import { ListSearchForm, type ListSearchFormProps } from './ListSearchForm';

const props: Omit<ListSearchFormProps, 'query' | 'onSearch'> = {
  name: 'Claims',
  label: 'Search claims',
  placeholder: 'Reference or customer',
  helperText: 'A reference, a name or a phone number.',
};

const box = () => screen.getByRole('searchbox', { name: 'Search claims' });

describe('ListSearchForm', () => {
  it('searches what was typed before the page’s scripts came, and keeps it in the box', async () => {
    const onSearch = jest.fn();
    const form = <ListSearchForm {...props} query="" onSearch={onSearch} />;
    const page = renderOnServer(form);
    (page.querySelector('input[name="q"]') as HTMLInputElement).value = 'CLM-2026-000045';
    await act(async () => {
      hydrateRoot(page, <ChakraProviders>{form}</ChakraProviders>);
    });

    expect(box()).toHaveValue('CLM-2026-000045');
    await userEvent.setup().type(box(), '{Enter}');
    expect(onSearch).toHaveBeenCalledWith('CLM-2026-000045');
  });

  it('shows the URL’s search when it changes (back, a link), and sends an edited one', async () => {
    const onSearch = jest.fn();
    const { rerender } = renderWithChakra(<ListSearchForm {...props} query="Ada" onSearch={onSearch} />);
    expect(box()).toHaveValue('Ada');

    rerender(<ListSearchForm {...props} query="Bola" onSearch={onSearch} />);
    expect(box()).toHaveValue('Bola');

    const user = userEvent.setup();
    await user.clear(box());
    await user.type(box(), 'Chi{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Chi');
  });
});
