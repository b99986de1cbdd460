import { graphql } from '@/lib/graphql/generated';
import type { LoginMutation } from '@/lib/graphql/generated/graphql';

export type LoginResult = LoginMutation['login'];

// Sent signed out: valid for the anonymous role (lib/graphql/operations.test.ts checks).
export const Login = graphql(`
  mutation Login($partnerCode: String!, $identifier: String!, $password: String!) {
    login(partner_code: $partnerCode, identifier: $identifier, password: $password) {
      token
      expires_at
      first_name
      last_name
      role
    }
  }
`);
