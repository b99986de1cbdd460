import { useCallback, useRef, useState } from 'react';
import { NO_ANSWER_MESSAGE } from '@/lib/errorMessages';
import { newIdempotencyKey } from '@/lib/flows/idempotencyKey';

// How a form sends a request that creates money or a record (a claim, a top-up, a sale, an onboarding) at
// most once, and reads its answer: one protocol for every such form. A failure is read by ./readFailure,
// which loads with the requests (it needs the error codes, which no form's first load should carry).

/** Why the service did not do a request: its words (the spec's formatter) and its `extensions.code`. */
export interface RequestFailure {
  message: string;
  code?: string;
}

/** A refusal: the service answered with a reason, so nothing was done. `keyReused`: the key went with another request. */
export interface Refusal<Failure extends RequestFailure> {
  kind: 'refused';
  failure: Failure;
  keyReused: boolean;
}

/** What the service said to the request under its key, a failure read by `readFailure`. */
export type KeyedAnswer<Done, Failure extends RequestFailure> = { kind: 'done'; done: Done } | Refusal<Failure> | { kind: 'unanswered'; message: string };

/** What asking for the request done under a key found: it, none, or no answer. */
export type KeyedLookup<Done> = { kind: 'found'; done: Done } | { kind: 'not-found' } | { kind: 'unanswered' };

/**
 * What a submit came to.
 * - `done`: the service did it (or had done it under the key);
 * - `refused`: the service answered with a reason, so nothing was done;
 * - `unanswered`: nothing says whether it was done: no answer, an answer from something in between (no
 *   code), or a 503 (a COMMIT cut off may have committed). The key stays: the same request sent again gets
 *   the first outcome, never a second one;
 * - `not-sent`: the requests' code could not load (offline): nothing was sent, nothing awaits an answer;
 * - `busy`: a request of this form is already out (a double click): nothing was sent.
 */
export type SubmitOutcome<Done, Failure extends RequestFailure> =
  | KeyedAnswer<Done, Failure>
  | { kind: 'not-sent'; message: string }
  | { kind: 'busy' };

export interface KeyedRequest<Requests, Done, Failure extends RequestFailure> {
  /** The requests' code (and the GraphQL client), loaded at the first submit; offline it fails, and nothing is sent. */
  load: () => Promise<Requests>;
  /**
   * Stores what is sent with its key (the stored one, else new) and that an answer is awaited, before the
   * request leaves, so a retry or a reload sends the same key. Returns the key. Gets the loaded code (which
   * may carry the flow's store).
   */
  start: (requests: Requests) => string;
  send: (requests: Requests, key: string) => Promise<KeyedAnswer<Done, Failure>>;
  /** What a request under `key` did: asked when the service says the key went with another request. */
  find?: (requests: Requests, key: string) => Promise<KeyedLookup<Done>>;
}

/**
 * Sends a keyed request at most once whatever happens: a second submit while one is out is `busy`, and
 * every answer is read the one way (`SubmitOutcome`). A key that went with another request (the same
 * draft sent from another tab, or a lost answer and then other values) is settled by asking for what was
 * done under it: that stands.
 */
export function useSubmitOnce() {
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const submitOnce = useCallback(
    async <Requests, Done, Failure extends RequestFailure>(request: KeyedRequest<Requests, Done, Failure>): Promise<SubmitOutcome<Done, Failure>> => {
      if (sending.current) return { kind: 'busy' };
      sending.current = true;
      setSubmitting(true);
      try {
        const requests = await request.load().catch(() => undefined);
        if (!requests) return { kind: 'not-sent', message: NO_ANSWER_MESSAGE };
        const key = request.start(requests);
        const answer = await request.send(requests, key);
        if (answer.kind !== 'refused' || !answer.keyReused || !request.find) return answer;
        const found = await request.find(requests, key);
        if (found.kind === 'found') return { kind: 'done', done: found.done };
        return found.kind === 'unanswered' ? { kind: 'unanswered', message: NO_ANSWER_MESSAGE } : answer;
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  return { submitOnce, submitting };
}

/**
 * `useSubmitOnce` for a form that makes one record per submit (a note, an invitation, a plan's version): its
 * key is made at the first send and kept until the request went through or was refused, so a send again
 * after no answer is the same record; the next record gets a new key. Its `submitOnce` sends the form's
 * other requests under the same one-at-a-time guard.
 */
export function useKeyedSubmitOnce() {
  const { submitOnce, submitting } = useSubmitOnce();
  const key = useRef<string | undefined>(undefined);

  const submitKeyed = useCallback(
    async <Requests, Done, Failure extends RequestFailure>(request: Omit<KeyedRequest<Requests, Done, Failure>, 'start'>): Promise<SubmitOutcome<Done, Failure>> => {
      const outcome = await submitOnce({ ...request, start: () => (key.current ??= newIdempotencyKey()) });
      if (outcome.kind === 'done' || outcome.kind === 'refused') key.current = undefined;
      return outcome;
    },
    [submitOnce],
  );

  return { submitKeyed, submitOnce, submitting };
}

/**
 * Asks what a request did under `key` whose answer was lost (the page reloaded while it awaited it), with
 * `checking` meanwhile. The requests' code loads as for a submit; offline, the answer is `unanswered`.
 */
export function useFindByKey() {
  const [checking, setChecking] = useState(false);

  const findByKey = useCallback(
    async <Requests, Done>(key: string, load: () => Promise<Requests>, find: (requests: Requests, key: string) => Promise<KeyedLookup<Done>>): Promise<KeyedLookup<Done>> => {
      setChecking(true);
      try {
        const requests = await load().catch(() => undefined);
        return requests ? await find(requests, key) : { kind: 'unanswered' };
      } finally {
        setChecking(false);
      }
    },
    [],
  );

  return { findByKey, checking };
}
