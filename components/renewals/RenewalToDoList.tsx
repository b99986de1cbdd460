import { Box, Button, Flex, Heading, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import NextLink from 'next/link';
import { fullName } from '@/lib/format/name';
import { TO_DO_HORIZON_DAYS, type RenewalToDoItem } from './renewalToDo';
import { RENEWALS_PATH, renewOrderUrl } from './urls';

export interface RenewalToDoListProps {
  /** Most urgent first (renewalToDoItems); undefined while loading. */
  items?: RenewalToDoItem[];
  /** How many are open in all, when `items` are only the first few (the dashboard's). */
  total?: number;
  /** Links to the renewals screen (on the dashboard). */
  linkToAll?: boolean;
}

/** "To do": the plans to renew, each with whose it is, when its cover ends and a "Renew" link. */
export function RenewalToDoList({ items, total = items?.length, linkToAll = false }: RenewalToDoListProps) {
  return (
    <Stack as="section" aria-labelledby="renewal-to-do-heading" gap="3">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="renewal-to-do-heading">
          {total === undefined ? 'To do' : `To do (${total})`}
        </Heading>
        {linkToAll ? (
          <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline">
            <NextLink href={RENEWALS_PATH}>All renewals</NextLink>
          </Link>
        ) : null}
      </Flex>
      <ToDoItems items={items} />
      {items !== undefined && total !== undefined && total > items.length ? (
        <Text fontSize="sm" color="fg.muted">{`The ${items.length} most urgent of ${total}.`}</Text>
      ) : null}
    </Stack>
  );
}

function ToDoItems({ items }: { items?: RenewalToDoItem[] }) {
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
    return <Text color="fg.muted">{`Nothing to do: no plan ending in the next ${TO_DO_HORIZON_DAYS} days is waiting for its renewal.`}</Text>;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0" aria-label="Plans to renew">
      {items.map((item) => (
        <ToDoItem key={item.order.id} item={item} />
      ))}
    </Stack>
  );
}

function ToDoItem({ item: { order, label, urgent } }: { item: RenewalToDoItem }) {
  const customer = fullName(order.customer);
  return (
    <Flex as="li" justify="space-between" align="center" gap="3" borderWidth="1px" borderRadius="md" paddingX="4" paddingY="3" bg="bg.panel">
      <Box minWidth="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {customer}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {`${order.device.brand} ${order.device.model} · ${order.plan.name}`}
        </Text>
        <Text fontSize="sm" fontWeight="medium" color={urgent ? 'fg.warning' : 'fg.muted'}>
          {label}
        </Text>
      </Box>
      <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
        <NextLink href={renewOrderUrl(order)} prefetch={false}>
          Renew
          {/* Every item has one: each link says whose plan it renews. */}
          <VisuallyHidden>{` for ${customer} (${order.policy_number})`}</VisuallyHidden>
        </NextLink>
      </Button>
    </Flex>
  );
}
