import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { fullName } from '@/lib/format/name';
import { orderUrl } from '@/components/orders/urls';
import type { InstalmentToDoItem } from './instalmentToDo';
import { TO_DO_HORIZON_DAYS, type RenewalToDoItem } from './renewalToDo';
import { RENEWALS_PATH, renewOrderUrl } from './urls';

export interface RenewalToDoListProps {
  /** Most urgent first (renewalToDoItems); undefined while loading. */
  items?: RenewalToDoItem[];
  /** How many are open in all, when `items` are only the first few (the dashboard's). */
  total?: number;
  /** Links to the renewals screen (on the dashboard). */
  linkToAll?: boolean;
  /** Unpaid instalments to chase (instalmentToDoItems), shown first: all of them. */
  instalments?: InstalmentToDoItem[];
}

/**
 * "To do": the unpaid instalments to chase, each with a way to the order's pay link, then the plans to
 * renew, each with whose it is, when its cover ends and a "Renew" link.
 */
export function RenewalToDoList({ items, total = items?.length, linkToAll = false, instalments = [] }: RenewalToDoListProps) {
  const count = total === undefined ? undefined : total + instalments.length;
  return (
    <Stack as="section" aria-labelledby="renewal-to-do-heading" gap="3">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="renewal-to-do-heading">
          {count === undefined ? 'To do' : `To do (${count})`}
        </Heading>
        {linkToAll ? (
          <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
            <NextLink href={RENEWALS_PATH}>All renewals</NextLink>
          </Link>
        ) : null}
      </Flex>
      {instalments.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Instalments to collect">
          {instalments.map((item) => (
            <InstalmentItem key={item.order.id} item={item} />
          ))}
        </Stack>
      ) : null}
      <ToDoItems items={items} nothingElse={instalments.length === 0} />
      {items !== undefined && total !== undefined && total > items.length ? (
        <Text fontSize="sm" color="fg.muted">{`The ${items.length} most urgent of ${total}.`}</Text>
      ) : null}
    </Stack>
  );
}

function ToDoItems({ items, nothingElse }: { items?: RenewalToDoItem[]; nothingElse: boolean }) {
  if (!items) {
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height="16" borderRadius="md" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    const none = `no plan ending in the next ${TO_DO_HORIZON_DAYS} days is waiting for its renewal.`;
    return <Text color="fg.muted">{nothingElse ? `Nothing to do: ${none}` : `No renewals: ${none}`}</Text>;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Plans to renew">
      {items.map((item) => (
        <ToDoItem key={item.order.id} item={item} />
      ))}
    </Stack>
  );
}

/** One to-do item: whose plan, on which device, what is due (a warning in colour when urgent), and its action. */
function ToDoRow({ order, label, urgent, warn = false, action }: { order: RenewalToDoItem['order'] | InstalmentToDoItem['order']; label: string; urgent: boolean; warn?: boolean; action: ReactNode }) {
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" borderWidth="1px" borderColor={warn ? 'border.warning' : undefined} borderRadius="md" paddingX="4" paddingY="3" bg="bg.panel">
      <Box minWidth="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {fullName(order.customer)}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {`${order.device.brand} ${order.device.model} · ${order.plan.name}`}
        </Text>
        <Text fontSize="sm" fontWeight="medium" color={urgent ? 'fg.warning' : 'fg.muted'}>
          {label}
        </Text>
      </Box>
      {action}
    </Flex>
  );
}

function InstalmentItem({ item: { order, label } }: { item: InstalmentToDoItem }) {
  return (
    <ToDoRow
      order={order}
      label={label}
      urgent
      warn
      action={
        <Button asChild size="sm" variant="outline" flexShrink={0}>
          <NextLink href={`${orderUrl(order.id)}#order-instalments-heading`} prefetch={false}>
            Collect
            <VisuallyHidden>{` the instalment of ${fullName(order.customer)} (${order.policy_number})`}</VisuallyHidden>
          </NextLink>
        </Button>
      }
    />
  );
}

function ToDoItem({ item: { order, label, urgent } }: { item: RenewalToDoItem }) {
  return (
    <ToDoRow
      order={order}
      label={label}
      urgent={urgent}
      action={
        <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
          <NextLink href={renewOrderUrl(order)} prefetch={false}>
            Renew
            {/* Every item has one: each link says whose plan it renews. */}
            <VisuallyHidden>{` for ${fullName(order.customer)} (${order.policy_number})`}</VisuallyHidden>
          </NextLink>
        </Button>
      }
    />
  );
}
