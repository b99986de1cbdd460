import { useQuery } from '@apollo/client/react';
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LoadingScreen } from '@/components/shell/LoadingScreen';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { GetPartnerByCode, type Partner } from './getPartnerByCode';

export interface PartnerQueryGateProps {
  partnerCode: string;
  /** Called once the partner record has arrived. */
  onPartner: (partner: Partner) => void;
}

/**
 * Asks the data service for the partner when the server render came without it: spinner while loading,
 * the formatted error on failure (retried by itself until the partner arrives), and the spinner in any
 * other case (spec section 4).
 */
export function PartnerQueryGate({ partnerCode, onPartner }: PartnerQueryGateProps) {
  const query = useQuery(GetPartnerByCode, { variables: { code: partnerCode } });
  const { data, loading } = query;
  const partner = data?.partner?.[0];
  const { errorMessage, retrying, retry } = useQueryRetry(query);

  useEffect(() => {
    if (partner?.id) onPartner(partner);
  }, [partner, onPartner]);

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
  if (loading || partner?.id) return <LoadingScreen />;
  return <LoadingScreen text={data ? `Partner ${partnerCode} is not set up on this service yet.` : undefined} />;
}

/** The gate with the page's Apollo client: loaded in its own chunk, only when the server had no partner. */
export default withAppApollo(PartnerQueryGate);
