import type { CardCheck } from './checkCard';

/**
 * The HTTP status of a check's page: a card that is not there is a 404, a service that cannot answer a 503,
 * a network that has used up its checks, or a policy number its wrong guesses, a 429.
 */
export function cardCheckStatus(check: CardCheck): number {
  switch (check.kind) {
    case 'found':
      return 200;
    case 'not-found':
      return 404;
    case 'imei-refused':
      return 400;
    case 'unavailable':
      return 503;
    case 'too-many-checks':
    case 'policy-locked':
      return 429;
  }
}
