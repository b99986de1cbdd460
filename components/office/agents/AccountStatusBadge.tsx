import { Badge } from '@chakra-ui/react';

/** "Active" or "Suspended", in its colour. */
export function AccountStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={status === 'ACTIVE' ? 'green' : 'red'} width="fit-content">
      {status === 'ACTIVE' ? 'Active' : status === 'SUSPENDED' ? 'Suspended' : status}
    </Badge>
  );
}
