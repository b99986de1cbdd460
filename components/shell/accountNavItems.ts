import { PROFILE_PATH } from '@/components/profile/urls';

/** The seed's sidebar icon set (spec section 1) plus customers. */
export type NavIconName = 'dashboard' | 'customers' | 'orders' | 'warranty' | 'cards' | 'money' | 'time' | 'chat' | 'logout' | 'menu';

export interface AccountNavItem {
  label: string;
  href: string;
  icon: NavIconName;
}

/** The account sections, in PRODUCT.md's order; Log out follows them as a button. */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { label: 'Dashboard', href: '/account/dashboard', icon: 'dashboard' },
  { label: 'Customers', href: '/account/customers', icon: 'customers' },
  { label: 'Orders', href: '/account/orders', icon: 'orders' },
  { label: 'Warranty', href: '/account/warranty', icon: 'warranty' },
  { label: 'Cards', href: '/account/cards', icon: 'cards' },
  { label: 'Wallet', href: '/account/wallet', icon: 'money' },
  { label: 'Renewals', href: '/account/renewals', icon: 'time' },
  { label: 'Chat', href: '/account/chat', icon: 'chat' },
];

/** A shell's menu: its sections and, for those who have one, the profile page their name links to. */
export interface ShellMenu {
  /** The menu's name for screen readers ("Account", "Office"). */
  label: string;
  items: readonly AccountNavItem[];
  /** Where "Signed in as <name>" links to; none shows the name alone. */
  profileHref?: string;
}

/** The agent's menu in /account. */
export const ACCOUNT_MENU: ShellMenu = { label: 'Account', items: ACCOUNT_NAV_ITEMS, profileHref: PROFILE_PATH };

/** Whether `pathname` (the route, e.g. `/account/orders/[id]`) is inside the item's section. */
export function isActiveNavItem(item: AccountNavItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
