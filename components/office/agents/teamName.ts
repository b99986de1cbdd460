import { fullName } from '@/lib/format/name';

/** A team, named by its supervisor ("Funmilayo Adeyemi’s team"). */
export const teamName = (lead: { first_name: string; last_name: string }) => `${fullName(lead)}’s team`;
