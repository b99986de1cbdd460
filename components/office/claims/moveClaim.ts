import { graphql } from '@/lib/graphql/claims-officer/generated';

/** The desk moves a claim on: from the status it saw, to the step chosen, with the note to the agent. */
export const MoveClaim = graphql(`
  mutation MoveClaim($reference: String!, $fromStatus: claim_status!, $toStatus: claim_status!, $note: String) {
    advance_claim(reference: $reference, from_status: $fromStatus, to_status: $toStatus, note: $note) {
      to_status
      event_id
    }
  }
`);
