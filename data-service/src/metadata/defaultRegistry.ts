import { ACTIONS, CUSTOM_TYPES } from '../actions/definitions';
import { REGISTRY } from './registry';
import type { Registry } from '../engine/registry/types';

/**
 * What the service serves by default: the tables of `registry.ts` plus the business actions and their
 * custom types. One composition, used by the service and by the schema printer, so the committed
 * `schema/*.graphql` files describe exactly what the service answers.
 */
export function defaultRegistry(): Registry {
  return { ...REGISTRY, actions: ACTIONS, custom_types: CUSTOM_TYPES };
}
