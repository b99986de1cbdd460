import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { activePartnerCode } from '@/brands/active';
import { LoadingScreen } from '@/components/shell/LoadingScreen';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { GetPartnerByCode } from './getPartnerByCode';
import { PartnerContext } from './PartnerContext';

export interface PartnerGateProps {
  children: ReactNode;
  partnerCode?: string;
}

/**
 * Renders the app only once the partner record has arrived: spinner while loading, the formatted error in
 * place of the app on failure (retried by itself until the partner arrives), and the spinner in any other
 * case (spec section 4).
 */
export function PartnerGate({ children, partnerCode = activePartnerCode }: PartnerGateProps) {
  const query = useQuery(GetPartnerByCode, {
    variables: { code: partnerCode },
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading } = query;
  const partner = data?.partner?.[0];
  // A partner already received keeps the app on screen while a background refresh runs or fails.
  const { errorMessage, retrying, retry } = useQueryRetry({ ...query, error: partner?.id ? undefined : query.error });

  if (partner?.id) return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
  // A retry after a failure keeps the error on screen (its button busy) rather than flashing the spinner.
  if (errorMessage !== undefined) {
    return (
      <Center minHeight="100vh" padding="6">
        <Stack gap="4" align="center" maxWidth="md" textAlign="center">
          <Text role="alert">{errorMessage}</Text>
          <Button variant="outline" onClick={retry} loading={retrying} loadingText="Retrying…">
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (loading) return <LoadingScreen />;
  return <LoadingScreen text={data ? `Partner ${partnerCode} is not set up on this service yet.` : undefined} />;
}
