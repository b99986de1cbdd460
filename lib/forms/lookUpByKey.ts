import type { TypedDocumentNode } from '@apollo/client';
import { getBrowserApolloClient } from '@/lib/apollo/browserClient';
import type { KeyedLookup } from './submitOnce';

/**
 * What a keyed request did under `key`, asked with `query` (fresh from the network): `done` reads the
 * record out of the answer, or undefined when there is none. Any failure to ask is `unanswered`. Loaded
 * with the requests' modules, as ./readFailure is.
 */
export async function lookUpByKey<TData, Done>(
  query: TypedDocumentNode<TData, { key: string }>,
  key: string,
  done: (data: TData) => Done | undefined,
): Promise<KeyedLookup<Done>> {
  try {
    const { data } = await getBrowserApolloClient().query({ query, variables: { key }, fetchPolicy: 'network-only' });
    const found = data === undefined ? undefined : done(data as TData);
    return found === undefined ? { kind: 'not-found' } : { kind: 'found', done: found };
  } catch {
    return { kind: 'unanswered' };
  }
}
