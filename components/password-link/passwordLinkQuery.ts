import { graphql } from '@/lib/graphql/generated';
import type { CheckPasswordLinkQuery } from '@/lib/graphql/generated/graphql';

export type PasswordLinkInfo = NonNullable<CheckPasswordLinkQuery['check_password_link']>;

/** What a one-time link is for and whether it still works. Sent without a token (lib/graphql/operations.test.ts). */
export const CheckPasswordLink = graphql(`
  query CheckPasswordLink($token: String!) {
    check_password_link(token: $token) {
      purpose
      state
      first_name
      partner_name
      expires_at
    }
  }
`);
