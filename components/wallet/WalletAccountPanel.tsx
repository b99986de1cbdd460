import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CopyButton } from '@/components/ui/CopyButton';
import { Notice } from '@/components/ui/Notice';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { formatGraphQLError } from '@/lib/errors';
import { OpenWalletAccount, type WalletAccount } from './openWalletAccount';
import { WALLET_ACCOUNT_ASKED_KEY } from '@/lib/wallet/walletAccountAsked';

/** How often a PENDING account is asked about again: the gateway usually opens it within a minute. */
export const WALLET_ACCOUNT_RETRY_MS = 10_000;

export const WALLET_ACCOUNT_PANEL_MESSAGES = {
  pending: 'Your account is being opened. This takes a minute or two; this panel checks again by itself.',
  failed: 'Your account number could not be loaded.',
} as const;

function rememberAsked(): void {
  try {
    window.localStorage.setItem(WALLET_ACCOUNT_ASKED_KEY, '1');
  } catch {
    // Storage blocked: the agent presses the button again next time.
  }
}

/** Asks for the agent's account (`open_wallet_account`, the same account every time) and shows it large, with a copy button. */
function WalletAccountPanel() {
  const [open, { loading }] = useMutation(OpenWalletAccount);
  const [account, setAccount] = useState<WalletAccount>();
  const [errorMessage, setErrorMessage] = useState<string>();

  const ask = useCallback(async () => {
    setErrorMessage(undefined);
    try {
      const { data } = await open();
      if (data) {
        setAccount(data.open_wallet_account);
        rememberAsked();
      }
    } catch (error) {
      setErrorMessage(formatGraphQLError(error));
    }
  }, [open]);

  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask();
  }, [ask]);

  // PENDING: asked again until the gateway has opened it.
  useEffect(() => {
    if (account?.status !== 'PENDING') return;
    const timer = setTimeout(() => void ask(), WALLET_ACCOUNT_RETRY_MS);
    return () => clearTimeout(timer);
  }, [account, ask]);

  if (errorMessage) {
    return (
      <Notice
        status="warning"
        title={WALLET_ACCOUNT_PANEL_MESSAGES.failed}
        description={errorMessage}
        action={
          <Button type="button" size="sm" variant="outline" onClick={() => void ask()} loading={loading}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!account) return <Spinner size="sm" aria-label="Loading your account" />;
  if (account.status !== 'ASSIGNED' || !account.account_number) {
    return <Notice status="info" title={WALLET_ACCOUNT_PANEL_MESSAGES.pending} />;
  }
  return (
    <Box borderWidth="2px" borderColor="brand.solid" borderRadius="lg" padding={{ base: '4', md: '5' }}>
      <Stack gap="3" as="dl">
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Account number
          </Text>
          <Flex as="dd" gap="3" align="center" wrap="wrap">
            <Text as="span" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" letterSpacing="wider" fontVariantNumeric="tabular-nums">
              {account.account_number}
            </Text>
            <CopyButton value={account.account_number} what="account number" />
          </Flex>
        </Box>
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Bank
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="semibold">
            {account.bank_name}
          </Text>
        </Box>
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            Account name
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="semibold">
            {account.account_name}
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}

export default withAppApollo(WalletAccountPanel);
