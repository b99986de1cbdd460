import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithChakra } from '@/lib/testing/renderWithChakra';
import { AccountNav } from './AccountNav';

function renderNav(pathname: string) {
  const onLogOut = jest.fn();
  const onNavigate = jest.fn();
  renderWithChakra(
    <nav aria-label="Account">
      <AccountNav pathname={pathname} onLogOut={onLogOut} onNavigate={onNavigate} />
    </nav>,
  );
  return { onLogOut, onNavigate };
}

describe('AccountNav', () => {
  it('lists every section in order, then Log out', () => {
    renderNav('/account/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account/dashboard'],
      ['Customers', '/account/customers'],
      ['Orders', '/account/orders'],
      ['Warranty', '/account/warranty'],
      ['Cards', '/account/cards'],
      ['Wallet', '/account/wallet'],
      ['Renewals', '/account/renewals'],
      ['Chat', '/account/chat'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('marks the current section, and only it', () => {
    renderNav('/account/wallet');
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('marks a section for its sub-pages too', () => {
    renderNav('/account/orders/[id]');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('is usable from the keyboard: links in order, then Log out', async () => {
    const { onLogOut } = renderNav('/account/dashboard');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    for (let i = 0; i < 8; i += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it('tells the drawer when a link is followed', async () => {
    const { onNavigate } = renderNav('/account/dashboard');
    const link = screen.getByRole('link', { name: 'Chat' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
