import { Box, Flex, IconButton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { activeBrand } from '@/brands/active';
import { AccountSessionContext } from './AccountSessionContext';
import { AccountSidebar } from './AccountSidebar';
import { ColorModeToggle } from './ColorModeToggle';
import type { ShellMenu } from './accountNavItems';
import type { CurrentAgent } from './getCurrentAgent';
import { NavIcon } from './NavIcon';
import { useAccountAgent } from './useAccountAgent';
import { useLogOut } from './useLogOut';
import { useSignedOutGuard } from './useSignedOutGuard';

const MobileNavDrawer = dynamic(() => import('./MobileNavDrawer').then((m) => m.MobileNavDrawer), { ssr: false });

export const MAIN_CONTENT_ID = 'main-content';

export interface AccountLayoutProps {
  agentId: string;
  /** The agent's row as the server fetched it (null when it could not: the browser fetches it then). */
  agent: CurrentAgent | null;
  children: ReactNode;
  /** The agent's menu by default; /office's screens pass the back office's. */
  menu?: ShellMenu;
}

/**
 * Every /account screen: a sidebar from 768 px (a drawer below), a top bar with the colour-mode toggle, and
 * the screen in <main>. Server-rendered with the agent, so the first paint is complete. It has no GraphQL
 * client: a screen that talks to the data service from the browser provides its own (withAppApollo),
 * so a page whose server render had everything loads none.
 */
export function AccountLayout({ agentId, agent: agentFromServer, children, menu }: AccountLayoutProps) {
  const { agent, query: agentQuery } = useAccountAgent(agentId, agentFromServer);
  const { pathname } = useRouter();
  const { logOut, loggingOut } = useLogOut();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useSignedOutGuard();

  const session = useMemo(() => ({ agentId, agent }), [agentId, agent]);
  const nav = {
    pathname,
    agentName: agent ? `${agent.first_name} ${agent.last_name}` : undefined,
    onLogOut: () => void logOut(),
    loggingOut,
    menu,
  };

  return (
    <AccountSessionContext.Provider value={session}>
      {agentQuery}
      <Box
        asChild
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        color="fg"
        paddingX="4"
        paddingY="2"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '4' }}
        data-print="hide"
      >
        <a href={`#${MAIN_CONTENT_ID}`}>Skip to content</a>
      </Box>
      <Flex minHeight="100vh">
        <Box
          display={{ base: 'none', md: 'block' }}
          width="64"
          flexShrink="0"
          borderRightWidth="1px"
          position="sticky"
          top="0"
          height="100vh"
          overflowY="auto"
          data-print="hide"
        >
          <AccountSidebar {...nav} />
        </Box>
        <Flex direction="column" flex="1" minWidth="0">
          <Flex
            as="header"
            bg="brand.solid"
            color="brand.contrast"
            paddingX={{ base: '2', md: '6' }}
            paddingY="2"
            align="center"
            gap="2"
            data-print="hide"
          >
            <IconButton
              ref={menuButton}
              display={{ base: 'inline-flex', md: 'none' }}
              aria-label="Open menu"
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              variant="ghost"
              color="inherit"
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <NavIcon name="menu" size={24} />
            </IconButton>
            <Box display={{ base: 'block', md: 'none' }} bg="white" borderRadius="md" paddingX="2" paddingY="1" lineHeight="0">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image adds nothing here */}
              <img src={activeBrand.logoUrl} alt={`${activeBrand.name} logo`} width={120} height={24} />
            </Box>
            <Box flex="1" />
            <ColorModeToggle />
          </Flex>
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" padding={{ base: '4', md: '8' }} outline="none">
            {children}
          </Box>
        </Flex>
      </Flex>
      {drawerWanted ? (
        <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} returnFocusTo={() => menuButton.current}>
          <AccountSidebar {...nav} onNavigate={() => setDrawerOpen(false)} />
        </MobileNavDrawer>
      ) : null}
    </AccountSessionContext.Provider>
  );
}
