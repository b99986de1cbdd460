import { Box, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { activeBrand } from '@/brands/active';
import { AccountNav, type AccountNavProps } from './AccountNav';
import { ACCOUNT_MENU, type ShellMenu } from './accountNavItems';

export interface AccountSidebarProps extends Omit<AccountNavProps, 'items'> {
  /** The agent's full name; undefined while it loads. */
  agentName?: string;
  /** The agent's menu by default; the back office's in /office. */
  menu?: ShellMenu;
}

/** Brand logo, who is signed in, and the sections: the desktop sidebar and the mobile drawer's content. */
export function AccountSidebar({ agentName, menu = ACCOUNT_MENU, ...nav }: AccountSidebarProps) {
  return (
    <Stack gap="6" padding="4">
      <Box bg="white" borderRadius="md" paddingX="2" paddingY="1" lineHeight="0" alignSelf="flex-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image adds nothing here */}
        <img src={activeBrand.logoUrl} alt={`${activeBrand.name} logo`} width={160} height={32} />
      </Box>
      <Box>
        <Text fontSize="sm" color="fg.muted">
          Signed in as
        </Text>
        {agentName && menu.profileHref === undefined ? (
          <Text fontWeight="semibold">{agentName}</Text>
        ) : agentName && menu.profileHref !== undefined ? (
          <Link asChild fontWeight="semibold" color="fg" textDecoration="underline" textUnderlineOffset="3px">
            <NextLink href={menu.profileHref} prefetch={false} onClick={nav.onNavigate} aria-label={`${agentName}: your profile`}>
              {agentName}
            </NextLink>
          </Link>
        ) : (
          <Skeleton height="5" width="40" marginTop="1" />
        )}
      </Box>
      <nav aria-label={menu.label}>
        <AccountNav {...nav} items={menu.items} />
      </nav>
    </Stack>
  );
}
