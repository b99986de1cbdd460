import { DetailList } from '@/components/ui/DetailList';
import { RecordLink } from '@/components/ui/RecordLink';
import { formatPhone } from '@/lib/format/phone';
import { customerUrl } from './urls';

/** Who an order or a claim is for: the customer's name, opening their page, and phone. */
export function CustomerContact({ customer }: { customer: { id: string; name: string; phone: string } }) {
  return (
    <DetailList
      items={[
        { label: 'Name', value: <RecordLink href={customerUrl(customer.id)}>{customer.name}</RecordLink> },
        { label: 'Phone', value: formatPhone(customer.phone) },
      ]}
    />
  );
}
