import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { activePartnerCode } from '@/brands/active';
import { LoadingScreen } from '@/components/shell/LoadingScreen';
import type { Partner } from './getPartnerByCode';
import { PartnerContext } from './PartnerContext';

// The GraphQL client and the query only load when the server render came without the partner.
const PartnerQueryGate = dynamic(() => import('./PartnerQueryGate'), { ssr: false, loading: () => <LoadingScreen /> });

export interface PartnerGateProps {
  children: ReactNode;
  /** The partner the server render received (pages/_app's getInitialProps); absent, the browser asks. */
  partner?: Partner;
  partnerCode?: string;
}

/**
 * Renders the app only once the partner record is there: at once with the server's, else after asking
 * the data service (spinner meanwhile, the error with "Try again" on failure). Later pages keep it.
 */
export function PartnerGate({ children, partner: serverPartner, partnerCode = activePartnerCode }: PartnerGateProps) {
  const [partner, setPartner] = useState(serverPartner);
  if (partner) return <PartnerContext.Provider value={partner}>{children}</PartnerContext.Provider>;
  return <PartnerQueryGate partnerCode={partnerCode} onPartner={setPartner} />;
}
