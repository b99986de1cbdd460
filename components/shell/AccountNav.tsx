import { Box, Button, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { ACCOUNT_NAV_ITEMS, isActiveNavItem, type AccountNavItem } from './accountNavItems';
import { NavIcon } from './NavIcon';

export interface AccountNavProps {
  /** The current route (Next's `router.pathname`), to mark the active section. */
  pathname: string;
  onLogOut: () => void;
  loggingOut?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** The sections; the agent's by default. */
  items?: readonly AccountNavItem[];
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  paddingX: '3',
  paddingY: '2.5',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/** The shell's sections and Log out; the current section is marked for sight and for screen readers. */
export function AccountNav({ pathname, onLogOut, loggingOut = false, onNavigate, items = ACCOUNT_NAV_ITEMS }: AccountNavProps) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" margin="0" padding="0">
      {items.map((item) => {
        const active = isActiveNavItem(item, pathname);
        return (
          <li key={item.href}>
            <Box
              asChild
              {...itemStyles}
              {...(active && { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold', boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-solid)' })}
            >
              {/* Every account page shows the whole menu: prefetching each item on a phone's data at every visit costs more than it saves (hovering still prefetches). */}
              <NextLink href={item.href} aria-current={active ? 'page' : undefined} onClick={onNavigate} prefetch={false}>
                <NavIcon name={item.icon} />
                {item.label}
              </NextLink>
            </Box>
          </li>
        );
      })}
      <li>
        <Button
          {...itemStyles}
          variant="ghost"
          justifyContent="flex-start"
          height="auto"
          loading={loggingOut}
          loadingText="Logging out…"
          onClick={onLogOut}
        >
          <NavIcon name="logout" />
          Log out
        </Button>
      </li>
    </Stack>
  );
}
