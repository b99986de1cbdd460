/**
 * Sends the browser to the gateway's checkout page in this tab (the gateway sends it back to the payment's
 * page). Called only after the payment's id is stored, so a closed tab or a reload comes back to it.
 */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
