import { ALL_ACTIONS } from '@/lib/actions/allActions';
import type { ActionMetadata } from '../engine/registry/types';
import { actionMetadata, customTypesSdl } from './actionSdl';

/**
 * The business actions the service offers (Hasura `actions` + `custom_types`), printed from their
 * declarations in lib/actions; their handlers are `./handlers.ts`'s. Signatures PRODUCT.md fixes (`login`)
 * are kept exactly; every action of an agent that creates records takes `idempotency_key: uuid!`, and back
 * office's `advance_claim` the status its caller saw (`from_status`). Money is kobo (`bigint`), dates are
 * Lagos calendar dates (`date`).
 */

export const ACTIONS: ActionMetadata[] = ALL_ACTIONS.map(actionMetadata);

/** GraphQL SDL of the input and output types the actions use. */
export const CUSTOM_TYPES = customTypesSdl(ALL_ACTIONS);
