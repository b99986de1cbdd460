import { useQuery } from '@apollo/client/react';
import { usePartner } from '@/components/partner/PartnerContext';
import { withAppApollo } from '@/lib/apollo/withAppApollo';
import { useQueryRetry } from '@/lib/apollo/useQueryRetry';
import { ChatNotConfigured } from './ChatNotConfigured';
import { GetPartnerSupport } from './getPartnerSupport';

/**
 * The support contacts asked from the browser, when the server could not get them: the message with "Try
 * again", and retries by itself. Loaded on its own (ChatView) with the GraphQL client.
 */
function LiveSupportContacts() {
  const partner = usePartner();
  const query = useQuery(GetPartnerSupport, { variables: { code: partner.code } });
  const { errorMessage, retry } = useQueryRetry(query);
  return <ChatNotConfigured support={query.data?.partner[0]} errorMessage={errorMessage} onRetry={retry} />;
}

export default withAppApollo(LiveSupportContacts);
