import { Box, Button, Skeleton } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { partLoading } from '@/components/ui/partLoading';

// The form (with the persisted store, zustand) loads when "Fund wallet" is pressed; the
// GraphQL client only at its first submit.
const FundWalletForm = dynamic(() => import('./FundWalletForm'), {
  ssr: false,
  loading: partLoading('The funding form could not be loaded.', <Skeleton height="80" borderRadius="md" aria-busy="true" />),
});

/**
 * The fund-wallet store's local-storage key (`FUND_WALLET_STORE_KEY` in lib/flows/fundWalletFlow, checked equal
 * by FundWalletForm.test.tsx): read here as plain JSON, so the page does not load the store's code.
 */
export const FUND_WALLET_STORAGE_KEY = 'dc-agent:fund-wallet';

/** Whether a top-up left before this page loaded and its answer never came: the form then opens to look it up. */
export function topUpAwaitsAnswer(): boolean {
  try {
    const raw = window.localStorage.getItem(FUND_WALLET_STORAGE_KEY);
    if (raw === null) return false;
    const stored = JSON.parse(raw) as { state?: { values?: { awaitingAnswer?: unknown } } } | null;
    return stored?.state?.values?.awaitingAnswer === true;
  } catch {
    return false;
  }
}

export interface FundWalletSectionProps {
  /** After a top-up went through: the page shows the new balance and ledger line. */
  onFunded: () => void;
}

/** "Fund wallet": opens the card form in place; opens by itself when a top-up's answer was lost before a reload. */
export function FundWalletSection({ onFunded }: FundWalletSectionProps) {
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);

  // Local storage is read after the first render, so the server's HTML and the browser's first render agree.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opening once, after hydration, is the point
    if (topUpAwaitsAnswer()) setOpen(true);
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
          onFunded={() => onFunded()}
          onCancel={() => {
            focusButton.current = true;
            setOpen(false);
          }}
        />
      </Box>
    );
  }
  return (
    <Button ref={openButton} alignSelf="flex-start" colorPalette="brand" onClick={() => setOpen(true)}>
      Fund wallet
    </Button>
  );
}
