import type { GetServerSidePropsContext } from 'next';
import { formatGraphQLError } from '@/lib/errors';
import { answerOr } from '@/lib/session/endsSession';
import { isUuid } from '@/lib/validation/uuid';

/** A record's screen (`/account/<feature>/[id]`) as the server found it: plain JSON, a server prop. */
export type RecordPage<Found extends object> =
  | ({ kind: 'found' } & Found)
  | { kind: 'not-found' }
  /** The data service did not answer: the screen says so and asks the server again (`retryPath`). */
  | { kind: 'unavailable'; message: string; retryPath: string };

/**
 * The record the page's `[id]` names, asked on the server with the agent's token (`find`: what the screen
 * shows, or null). A malformed id (not asked for), an unknown id and another agent's record (the agent role
 * sees only its own, so `find` answers null) are all "not found", HTTP 404; a data service that cannot
 * answer is "unavailable", HTTP 503. A refused token is thrown on: it ends the session.
 */
export async function loadRecordPage<Found extends object>(
  context: Pick<GetServerSidePropsContext, 'params' | 'res' | 'resolvedUrl'>,
  find: (id: string) => Promise<Found | null>,
): Promise<RecordPage<Found>> {
  const notFound = (): RecordPage<Found> => {
    context.res.statusCode = 404;
    return { kind: 'not-found' };
  };
  const id = context.params?.id;
  if (!isUuid(id)) return notFound();
  return answerOr<RecordPage<Found>>(
    async () => {
      const found = await find(id);
      return found === null ? notFound() : { kind: 'found', ...found };
    },
    (error) => {
      context.res.statusCode = 503;
      return { kind: 'unavailable', message: formatGraphQLError(error), retryPath: context.resolvedUrl };
    },
  );
}
