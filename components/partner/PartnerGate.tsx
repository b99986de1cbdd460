import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { activePartnerCode } from '@/brands/active';
import { LoadingScreen } from '@/components/shell/LoadingScreen';
import { formatGraphQLError } from '@/lib/errors';
import { GetPartnerByCode } from './getPartnerByCode';
import { PartnerContext } from './PartnerContext';

export interface PartnerGateProps {
  children: ReactNode;
  partnerCode?: string;
}

/**
 * Renders the app only once the partner record has arrived: spinner while loading, the formatted error in
 * place of the app on failure, and the spinner in any other case (spec section 4).
 */
export function PartnerGate({ children, partnerCode = activePartnerCode }: PartnerGateProps) {
  const { data, loading, error, refetch } = useQuery(GetPartnerByCode, {
    variables: { code: partnerCode },
    fetchPolicy: 'cache-and-network',
  });
  const partner = data?.partner?.[0];

  // A partner already received keeps the app on screen while a background refresh runs or fails.
  if (partner?.id) return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
  if (loading) return <LoadingScreen />;
  if (error) {
    return (
      <Center minHeight="100vh" padding="6">
        <Stack gap="4" align="center" maxWidth="md" textAlign="center">
          <Text role="alert">{formatGraphQLError(error)}</Text>
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  return <LoadingScreen text={data ? `Partner ${partnerCode} is not set up on this service yet.` : undefined} />;
}
