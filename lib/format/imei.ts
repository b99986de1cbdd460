/** Only the last 4 digits of an IMEI, the rest as dots: `•••••••••••7518`. What a card or its check may show. */
export function maskImei(imei: string): string {
  return `${'•'.repeat(Math.max(0, imei.length - 4))}${imei.slice(-4)}`;
}
