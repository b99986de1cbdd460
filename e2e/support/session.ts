/** The session cookie the middleware checks (PRODUCT.md: product prefix DC_AGENT). */
export const TOKEN_COOKIE = 'DC_AGENT_TOKEN';

/**
 * A JWT-shaped token that has not expired. Its signature is not valid: it stands for "the browser holds a
 * session cookie", which is all the middleware decides on before any page checks the token itself.
 */
export function unexpiredLookingToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'e2e-agent', iat: now, exp: now + 3600 })}.e2e-signature`;
}
