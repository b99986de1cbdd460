import { Alert, Box, Button, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';

export interface PartnerSupport {
  name: string;
  support_phone: string;
  support_email: string;
}

export interface ChatNotConfiguredProps {
  /** Undefined while loading. */
  support?: PartnerSupport;
  errorMessage?: string;
  onRetry: () => void;
}

/** /account/chat without an Intercom app id: say so, and how to reach the partner's support instead. */
export function ChatNotConfigured({ support, errorMessage, onRetry }: ChatNotConfiguredProps) {
  return (
    <Stack gap="4" maxWidth="prose">
      <Heading as="h1" size="2xl">
        Chat
      </Heading>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Chat is not configured</Alert.Title>
          <Alert.Description>Chat is not set up for this app yet. Contact support by phone or email instead.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {support ? (
        <Box as="dl" borderWidth="1px" borderRadius="lg" padding="4">
          <Text as="dt" fontSize="sm" color="fg.muted">{`${support.name} support phone`}</Text>
          <Text as="dd" marginBottom="3" fontWeight="semibold">
            <Link href={`tel:${support.support_phone.replace(/[^\d+]/g, '')}`} color="brand.fg" textDecoration="underline">
              {support.support_phone}
            </Link>
          </Text>
          <Text as="dt" fontSize="sm" color="fg.muted">{`${support.name} support email`}</Text>
          <Text as="dd" fontWeight="semibold">
            <Link href={`mailto:${support.support_email}`} color="brand.fg" textDecoration="underline">
              {support.support_email}
            </Link>
          </Text>
        </Box>
      ) : errorMessage !== undefined ? (
        <Stack gap="2" align="flex-start">
          <Text role="alert">{errorMessage}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="5" width="56" />
          <Skeleton height="5" width="64" />
        </Stack>
      )}
    </Stack>
  );
}
