/** The ledger lines of a cancellation (cancel_order and the demo seed write the same two). */
export const cancellationRefundDescription = (orderReference: string) => `Refund of cancelled ${orderReference}`;
export const cancellationClawbackDescription = (orderReference: string) => `Commission taken back on cancelled ${orderReference}`;
