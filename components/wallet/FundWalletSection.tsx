import { Box, Button, Skeleton, Stack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { partLoading } from '@/components/ui/partLoading';
import { FUND_WALLET_STORE_KEY } from '@/lib/flows/flowKeys';
import { storedFlowValues } from '@/lib/flows/storedFlowValues';

// The form (with the persisted store, zustand) loads when "Fund by card" is pressed; the
// GraphQL client only at its first submit.
const FundWalletForm = dynamic(() => import('./FundWalletForm'), {
  ssr: false,
  loading: partLoading('The funding form could not be loaded.', <Skeleton height="40" borderRadius="md" aria-busy="true" />),
});
// Only a device that sent a top-up to checkout and has not seen it settled shows it.
const PendingTopUpNotice = dynamic(() => import('./PendingTopUpNotice').then((module) => module.PendingTopUpNotice), { ssr: false });

/** What a top-up stored before this page loaded says: its answer was lost, or its payment (sent to checkout) is followed on its page. */
export type StoredTopUp = { kind: 'none' } | { kind: 'awaiting-answer' } | { kind: 'sent-to-checkout'; paymentId: string };

/** Read as plain JSON, so the page does not load the store's code. */
export function storedTopUp(): StoredTopUp {
  const values = storedFlowValues(FUND_WALLET_STORE_KEY);
  if (values?.awaitingAnswer === true) return { kind: 'awaiting-answer' };
  return typeof values?.paymentId === 'string' ? { kind: 'sent-to-checkout', paymentId: values.paymentId } : { kind: 'none' };
}

/**
 * "Fund by card": opens the amount form in place; opens by itself when a top-up's answer was lost before a
 * reload. A top-up sent to the gateway's page and not seen settled links to its page.
 */
export function FundWalletSection() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string>();
  const openButton = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);

  // Local storage is read after the first render, so the server's HTML and the browser's first render agree.
  useEffect(() => {
    const stored = storedTopUp();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening once, after hydration, is the point
    if (stored.kind === 'awaiting-answer') setOpen(true);
    else if (stored.kind === 'sent-to-checkout') setSent(stored.paymentId);
  }, []);

  useEffect(() => {
    if (open || !focusButton.current) return;
    focusButton.current = false;
    openButton.current?.focus();
  }, [open]);

  if (open) {
    return (
      <Box borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }} maxWidth="xl">
        <FundWalletForm
          onCancel={() => {
            focusButton.current = true;
            setOpen(false);
          }}
        />
      </Box>
    );
  }
  return (
    <Stack gap="3" maxWidth="xl">
      {sent ? <PendingTopUpNotice paymentId={sent} /> : null}
      <Button ref={openButton} alignSelf="flex-start" colorPalette="brand" onClick={() => setOpen(true)} minHeight="11">
        Fund by card
      </Button>
    </Stack>
  );
}
