import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markHydrated } from './hydration';

describe('once the page has hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-hydrated');
  });

  /** A field as the app writes them: React state, shown back, so what React saw is on the page. */
  function PhoneField() {
    const [phone, setPhone] = useState('');
    return (
      <form aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
        <input aria-label="Phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
        <output>{phone}</output>
      </form>
    );
  }

  it('gives React what was typed into the server’s field before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PhoneField />);
    document.body.appendChild(container);
    (container.querySelector('input') as HTMLInputElement).value = '08030000001'; // typed before the scripts came
    await act(async () => {
      hydrateRoot(container, <PhoneField />);
    });
    expect(container.querySelector('output')?.textContent).toBe('');

    await act(async () => markHydrated());

    expect(container.querySelector('output')?.textContent).toBe('08030000001');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('08030000001');
  });
});
