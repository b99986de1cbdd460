import { Badge, Box, Text } from '@chakra-ui/react';
import { LinkRows, OnPhone, PlainRow, RowCorner } from '@/components/ui/LinkRows';
import { MESSAGE_EVENT_LABELS, MESSAGE_STATUS_LABELS, type MessageEvent, type MessageStatus } from '@/lib/domain/messages';
import { formatDateTime } from '@/lib/format/date';
import type { OrderMessage } from './getOrder';

// On a phone: what it was and its status, to whom and when, the text; from 1024 px a table.
const MESSAGE_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) minmax(8rem, auto)',
};

const STATUS_PALETTES: Record<MessageStatus, string> = {
  QUEUED: 'gray',
  SENDING: 'gray',
  SENT: 'blue',
  DELIVERED: 'green',
  UNDELIVERED: 'orange',
  FAILED: 'red',
};

const isStatus = (status: string): status is MessageStatus => status in MESSAGE_STATUS_LABELS;
const eventLabel = (event: string) => (event in MESSAGE_EVENT_LABELS ? MESSAGE_EVENT_LABELS[event as MessageEvent] : event);

/**
 * What the customer was sent about the order (its receipt…), with whether it arrived, so the agent can
 * answer "did I get it?" in the shop: the text as sent, to which number, when, and the provider's words
 * when it did not arrive.
 */
export function OrderMessages({ messages }: { messages: OrderMessage[] }) {
  if (messages.length === 0) return <Text color="fg.muted">Nothing sent to the customer yet.</Text>;
  return (
    <LinkRows label="Messages to the customer" tableFrom="lg" columns={MESSAGE_COLUMNS} headings={['Message', 'To', 'When', 'Status']}>
      {messages.map((message) => {
        const status = isStatus(message.status) ? message.status : 'QUEUED';
        const why = status === 'FAILED' ? message.lastError : status === 'UNDELIVERED' ? message.providerStatus : null;
        return (
          <PlainRow key={message.id} columns={MESSAGE_COLUMNS}>
            <Text gridColumn={{ base: '1', lg: 'auto' }} fontWeight="semibold">
              {`${eventLabel(message.event)} (${message.channel})`}
            </Text>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} gridRow={{ base: '2', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }}>
              <OnPhone>To </OnPhone>
              {message.recipient}
            </Text>
            <Text gridColumn={{ base: '1 / -1', lg: 'auto' }} gridRow={{ base: '3', lg: 'auto' }} fontSize={{ base: 'sm', lg: 'md' }} color={{ base: 'fg.muted', lg: 'fg' }}>
              {formatDateTime(message.deliveredAt ?? message.sentAt ?? message.createdAt)}
            </Text>
            <RowCorner>
              <Badge colorPalette={STATUS_PALETTES[status]} width="fit-content">
                {MESSAGE_STATUS_LABELS[status]}
              </Badge>
            </RowCorner>
            <Box gridColumn="1 / -1" borderLeftWidth="2px" paddingLeft="3" marginTop="1">
              <Text fontSize="sm" overflowWrap="anywhere">
                {message.body}
              </Text>
            </Box>
            {why ? (
              <Text gridColumn="1 / -1" fontSize="sm" color="fg.error">
                {why}
              </Text>
            ) : null}
          </PlainRow>
        );
      })}
    </LinkRows>
  );
}
