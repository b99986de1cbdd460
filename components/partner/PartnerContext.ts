import { createContext, useContext } from 'react';
import type { Partner } from './getPartnerByCode';

export const PartnerContext = createContext<Partner | null>(null);

/** The partner this app runs for; available anywhere inside the partner gate. */
export function usePartner(): Partner {
  const partner = useContext(PartnerContext);
  if (!partner) throw new Error('usePartner() must be used inside <PartnerGate>');
  return partner;
}
