/** An order status as agents read it: `PENDING_PAYMENT` → "Pending payment". */
export function orderStatusLabel(status: string): string {
  const words = status.toLowerCase().split('_').filter(Boolean);
  if (words.length === 0) return status;
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The badge colour of a status: green for cover in force, red for failures, grey otherwise. */
export function orderStatusPalette(status: string): 'green' | 'orange' | 'red' | 'gray' {
  switch (status) {
    case 'ACTIVE':
      return 'green';
    case 'PENDING_PAYMENT':
      return 'orange';
    case 'PAYMENT_FAILED':
    case 'CANCELLED':
      return 'red';
    default:
      return 'gray';
  }
}
