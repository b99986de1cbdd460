import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { DeviceAndPlanCell } from '@/components/ui/DeviceAndPlanCell';
import { EmptyState } from '@/components/ui/EmptyState';
import { LinkRow, LinkRows, RowCorner, RowLink } from '@/components/ui/LinkRows';
import { ListResults } from '@/components/ui/ListResults';
import { ListSearchForm } from '@/components/ui/ListSearchForm';
import { cardStatus } from '@/lib/cards/cardStatus';
import { formatDate } from '@/lib/format/date';
import { fullName } from '@/lib/format/name';
import type { ListState } from '@/lib/lists/defineList';
import { CardStatusBadge } from './CardStatusBadge';
import { CARDS_PAGE_SIZE, RECENTLY_ENDED_DAYS } from './cardList';
import type { CardRow } from './cardListQuery';
import { cardUrl } from './urls';
import { buyPlanUrl } from '@/components/buy-plan/urls';

export interface CardListTableProps extends ListState<CardRow> {
  /** The Lagos date the list and its statuses are worked out for. */
  today: string;
}

// Cards up to 1024 px (policy number and status, then customer, device and plan, cover dates); a table from
// 1024: beside the sidebar, five columns at 768 px wrapped words letter by letter.
const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.2fr) minmax(0, 1.3fr) minmax(0, 1.6fr) minmax(0, 1.5fr) minmax(6rem, auto)',
};

const cardCount = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/** The agent's protection cards: search, one page of rows, pages. Display only. */
export function CardListTable({ q, page, rows, total, pageCount, errorMessage, retry, retrying, search, pageHref, today }: CardListTableProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Cards
        </Heading>
        <Text color="fg.muted">{`Protection cards of your customers' plans: those in force, and those that ended in the last ${RECENTLY_ENDED_DAYS} days.`}</Text>
      </Stack>

      <ListSearchForm
        query={q}
        onSearch={search}
        name="Cards"
        label="Search cards"
        placeholder="e.g. SUN-2026-000102 or Ada"
        helperText="Policy number, customer name or IMEI. Part of a number finds it too."
      />

      <ListResults
        rows={rows}
        errorMessage={errorMessage}
        failedTitles={{ load: 'Your cards could not be loaded.', refresh: 'Your cards could not be refreshed.' }}
        onRetry={retry}
        retrying={retrying}
        loadingLabel="Loading cards"
        empty={<NoCards q={q} onClearSearch={() => search('')} />}
        pagination={{ page, pageCount: pageCount ?? 1, pageSize: CARDS_PAGE_SIZE, totalLabel: cardCount(total ?? 0), pageHref }}
      >
        {(cards) => <CardRows cards={cards} today={today} />}
      </ListResults>
    </Stack>
  );
}

function NoCards({ q, onClearSearch }: { q: string; onClearSearch: () => void }) {
  if (q === '') {
    return (
      <EmptyState
        title="No cards yet"
        message={`A protection card appears here when you sell a plan, and stays for ${RECENTLY_ENDED_DAYS} days after its cover ends.`}
        action={
          <Button asChild colorPalette="brand">
            <NextLink href={buyPlanUrl()}>Buy plan</NextLink>
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      announce
      title="No cards match your search"
      message={`Nothing found for “${q}”. Check the policy number, the name or the IMEI. Cards that ended more than ${RECENTLY_ENDED_DAYS} days ago are not listed.`}
      action={
        <Button variant="outline" onClick={onClearSearch}>
          Clear search
        </Button>
      }
    />
  );
}

function CardRows({ cards, today }: { cards: CardRow[]; today: string }) {
  return (
    <LinkRows label="Cards" columns={ROW_COLUMNS} tableFrom="lg" headings={['Policy number', 'Customer', 'Device and plan', 'Cover', 'Status']}>
      {cards.map((card) => (
        <LinkRow key={card.id} columns={ROW_COLUMNS}>
          <RowLink href={cardUrl(card.id)} ownLineOnPhone={false}>
            {card.policy_number}
          </RowLink>
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} overflowWrap="anywhere">{fullName(card.customer)}</Text>
          <DeviceAndPlanCell device={`${card.device.brand} ${card.device.model}`} plan={card.plan.name} />
          <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} fontSize="sm" color={{ base: 'fg.muted', lg: 'fg' }}>
            {`${formatDate(card.starts_on)} – ${formatDate(card.ends_on)}`}
          </Text>
          <RowCorner>
            <CardStatusBadge status={cardStatus(card.status, card.starts_on, card.ends_on, today)} />
          </RowCorner>
        </LinkRow>
      ))}
    </LinkRows>
  );
}
