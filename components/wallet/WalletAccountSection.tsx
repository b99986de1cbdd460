import { Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { partLoading } from '@/components/ui/partLoading';
import { WALLET_ACCOUNT_ASKED_KEY } from '@/lib/wallet/walletAccountAsked';

// The account's request (and the GraphQL client) loads when the agent asks for the account, or on a visit
// after it was opened once: the page's first load carries neither.
const WalletAccountPanel = dynamic(() => import('./WalletAccountPanel'), {
  ssr: false,
  loading: partLoading('Your account for transfers could not be loaded.', <Skeleton height="32" borderRadius="md" aria-busy="true" />),
});


export const WALLET_ACCOUNT_MESSAGES = {
  heading: 'Your account for transfers',
  tops: 'Any transfer to this account tops up your wallet.',
  ask: 'Get my account number',
} as const;

function askedBefore(): boolean {
  try {
    return window.localStorage.getItem(WALLET_ACCOUNT_ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

/** "Your account for transfers": the agent's own account at the gateway, asked for once and then shown on every visit. */
export function WalletAccountSection() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is read after hydration
    if (askedBefore()) setShow(true);
  }, []);

  return (
    <Box as="section" aria-labelledby="wallet-account-heading" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }} maxWidth="xl">
      <Stack gap="4">
        <Heading as="h2" size="md" id="wallet-account-heading">
          {WALLET_ACCOUNT_MESSAGES.heading}
        </Heading>
        <Text>{WALLET_ACCOUNT_MESSAGES.tops}</Text>
        {show ? (
          <WalletAccountPanel />
        ) : (
          <Button type="button" variant="outline" alignSelf="flex-start" onClick={() => setShow(true)} minHeight="11">
            {WALLET_ACCOUNT_MESSAGES.ask}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
