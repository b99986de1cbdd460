import type { IntercomProps } from 'react-use-intercom';
import type { CurrentAgent } from '@/components/shell/getCurrentAgent';

/** Who is chatting, as Intercom's boot call receives it: the agent, their partner and the brand build. */
export function intercomAttributes(agent: CurrentAgent, partnerCode: string, brandCode: string): IntercomProps {
  return {
    userId: agent.id,
    name: `${agent.first_name} ${agent.last_name}`,
    email: agent.email ?? undefined,
    phone: agent.phone,
    customAttributes: { partner_code: partnerCode, brand: brandCode },
  };
}
