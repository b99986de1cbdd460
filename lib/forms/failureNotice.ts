import type { Refusal, RequestFailure } from './submitOnce';

/** A submit that failed: refused by the service, not sent (offline), or unanswered. */
export type FailedSubmit = Refusal<RequestFailure> | { kind: 'not-sent'; message: string } | { kind: 'unanswered'; message: string };

export interface FailureTitles {
  /** Nothing was done: "The agent was not moved." */
  notDone: string;
  /** Nobody knows yet, and sending again is safe: "Whether the agent moved is not known yet. Try again: …" */
  unknown: string;
}

/** The notice a form shows for a failed submit: its title in the form's words, then the service's or the connection's. */
export function failureNotice(attempt: FailedSubmit, titles: FailureTitles): { title: string; description: string } {
  switch (attempt.kind) {
    case 'refused':
      return { title: titles.notDone, description: attempt.failure.message };
    case 'not-sent':
      return { title: titles.notDone, description: attempt.message };
    case 'unanswered':
      return { title: titles.unknown, description: attempt.message };
  }
}
