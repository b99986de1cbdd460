/** GET /transaction/verify/:reference: where a transaction stands (the truth after any webhook or redirect). */
export function verifyPath(reference: string): string {
  return `/transaction/verify/${encodeURIComponent(reference)}`;
}

/**
 * Whether a refused verify means "no transaction under this reference": the OpenAPI spec documents 404;
 * the live API has been reported to answer 400 "Transaction reference not found" (and `transaction_not_found`).
 */
export function isReferenceNotFound(httpStatus: number, message: string, code: string | undefined): boolean {
  if (httpStatus === 404) return true;
  if (code === 'transaction_not_found') return true;
  return httpStatus === 400 && /reference not found|transaction not found/i.test(message);
}
