import { Badge } from '@chakra-ui/react';
import { ACCOUNT_STATUS_LABELS, isAccountStatus, type AccountStatus } from '@/lib/domain/accounts';
import { codeInWords } from '@/lib/orders/codeInWords';

const PALETTES: Readonly<Record<AccountStatus, string>> = { INVITED: 'blue', ACTIVE: 'green', SUSPENDED: 'red' };

/** "Invited", "Active" or "Suspended", in its colour. */
export function AccountStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={isAccountStatus(status) ? PALETTES[status] : 'gray'} width="fit-content">
      {isAccountStatus(status) ? ACCOUNT_STATUS_LABELS[status] : codeInWords(status)}
    </Badge>
  );
}
