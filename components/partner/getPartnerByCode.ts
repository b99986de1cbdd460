import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Partner {
  code: string;
  allow_postpaid_plan: boolean;
  id: string;
}

export interface GetPartnerByCodeQuery {
  partner: Partner[];
}

export interface GetPartnerByCodeVariables {
  code: string;
}

export const GetPartnerByCode: TypedDocumentNode<GetPartnerByCodeQuery, GetPartnerByCodeVariables> = gql`
  query GetPartnerByCode($code: String!) {
    partner(where: { code: { _eq: $code } }) {
      code
      allow_postpaid_plan
      id
    }
  }
`;
