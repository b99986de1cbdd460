import { graphql } from '@/lib/graphql/generated';

/**
 * "File claim": the claim starts SUBMITTED, with its photos (uploaded first). The key makes a retry (a double
 * click, the retry link, a reload mid-request) get the first answer instead of filing a second claim; every
 * rule is the service's.
 */
export const SubmitClaim = graphql(`
  mutation SubmitClaim(
    $idempotencyKey: uuid!
    $orderId: uuid!
    $claimType: claim_type!
    $incidentDate: date!
    $description: String!
    $policeReportNumber: String
    $evidenceIds: [uuid!]
  ) {
    submit_claim(
      idempotency_key: $idempotencyKey
      order_id: $orderId
      claim_type: $claimType
      incident_date: $incidentDate
      description: $description
      police_report_number: $policeReportNumber
      evidence_ids: $evidenceIds
    ) {
      claim_id
      reference
      status
      excess_kobo
    }
  }
`);
