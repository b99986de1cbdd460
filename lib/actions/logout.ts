import { ACCOUNT_ROLES } from '@/lib/domain/roles';
import { declareAction } from './declareAction';

/** `logout`: ends every session of the calling agent; its tokens are refused from then on (invalid-jwt). */
export const LOGOUT = declareAction()({ name: 'logout', kind: 'mutation', roles: ACCOUNT_ROLES, idempotent: false, args: {}, output: 'Boolean!' });
