import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRows, PlainRow } from '@/components/ui/LinkRows';
import { ListFilterForm } from '@/components/ui/ListFilterForm';
import { ListResults } from '@/components/ui/ListResults';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { ListState } from '@/lib/lists/defineList';
import { WALLET_TRANSACTION_KINDS, WALLET_TRANSACTION_LABELS, type WalletTransactionKind } from '@/lib/wallet/walletTransaction';
import { LEDGER_PAGE_SIZE, NO_LEDGER_FILTERS, type LedgerFilters } from './ledgerList';
import type { LedgerLine } from './ledgerListQuery';

export type LedgerListTableProps = Omit<ListState<LedgerLine, LedgerFilters>, 'search' | 'q'>;

const KIND_OPTIONS = WALLET_TRANSACTION_KINDS.map((kind) => ({ value: kind, label: WALLET_TRANSACTION_LABELS[kind] }));

// On a phone: the kind and the amount, what it was, then the date and the balance after; from 768 px a table.
const ROW_COLUMNS = { base: 'minmax(0, 1fr) auto', md: 'minmax(7rem, auto) minmax(0, 2.5fr) minmax(7rem, auto) minmax(8rem, auto)' };

const lineCount = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** "+₦5,000" for money in, "−₦64,750" for money out. */
export const signedMoney = (kobo: number) => `${kobo < 0 ? '−' : '+'}${formatMoney(Math.abs(kobo))}`;

/** The wallet's ledger: kinds and dates to filter by, one page of lines, newest first, each with the balance after it. */
export function LedgerListTable({ page, filters, rows, total, pageCount, errorMessage, retry, retrying, applyFilters, pageHref }: LedgerListTableProps) {
  const filtered = filters.kinds.length > 0 || filters.from !== null || filters.to !== null;
  return (
    <Stack as="section" aria-labelledby="ledger-heading" gap="4">
      <Heading as="h2" size="lg" id="ledger-heading">
        Ledger
      </Heading>
      <ListFilterForm
        title="Filter by kind and date"
        name="Filter the ledger"
        choices={{ legend: 'Kind', hint: 'None ticked: every kind.', options: KIND_OPTIONS, selected: filters.kinds }}
        dateLegend="Date (Lagos)"
        range={filters}
        onApply={(selected, range) => applyFilters({ ...range, kinds: WALLET_TRANSACTION_KINDS.filter((kind) => selected.includes(kind)) })}
        onClear={() => applyFilters(NO_LEDGER_FILTERS)}
      />
      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'Your ledger could not be loaded.', refresh: 'Your ledger could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading the ledger"
        empty={
          filtered ? (
            <EmptyState announce title="No lines match" message="No line of the ledger has these kinds and dates." />
          ) : (
            <EmptyState title="No money has moved yet" message="Funding the wallet, selling a plan and its commission each add a line here." />
          )
        }
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: LEDGER_PAGE_SIZE, totalLabel: lineCount(total ?? 0), pageHref }}
      >
        {(lines) => <LedgerRows lines={lines} />}
      </ListResults>
    </Stack>
  );
}

function kindLabel(kind: string): string {
  return WALLET_TRANSACTION_LABELS[kind as WalletTransactionKind] ?? kind;
}

function LedgerRows({ lines }: { lines: LedgerLine[] }) {
  return (
    <LinkRows label="Ledger" columns={ROW_COLUMNS} headings={['Date', 'What', 'Amount', 'Balance after']}>
      {lines.map((line) => (
        <PlainRow key={line.id} columns={ROW_COLUMNS}>
          <Text gridRow={{ base: '3', md: 'auto' }} gridColumn={{ base: '1', md: 'auto' }} fontSize="sm" color={{ base: 'fg.muted', md: 'fg' }}>
            {formatDate(line.created_at)}
          </Text>
          <Box gridRow={{ base: '1 / span 2', md: 'auto' }} gridColumn={{ base: '1', md: 'auto' }} minWidth="0">
            <Badge colorPalette={line.amount_kobo < 0 ? 'gray' : 'green'}>{kindLabel(line.kind)}</Badge>
            <Text overflowWrap="anywhere">{line.description}</Text>
            {line.payment ? (
              <Text fontSize="sm" color="fg.muted">
                {line.payment.reference}
              </Text>
            ) : null}
          </Box>
          <Text gridRow={{ base: '1', md: 'auto' }} gridColumn={{ base: '2', md: 'auto' }} justifySelf={{ base: 'end', md: 'start' }} fontWeight="semibold">
            {signedMoney(line.amount_kobo)}
          </Text>
          <Text gridRow={{ base: '3', md: 'auto' }} gridColumn={{ base: '2', md: 'auto' }} justifySelf={{ base: 'end', md: 'start' }} fontSize="sm">
            <Text as="span" display={{ base: 'inline', md: 'none' }} color="fg.muted">
              {'Balance '}
            </Text>
            {formatMoney(line.balance_after_kobo)}
          </Text>
        </PlainRow>
      ))}
    </LinkRows>
  );
}
