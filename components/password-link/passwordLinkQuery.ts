import { graphql } from '@/lib/graphql/generated';
import type { PasswordLinkQuery } from '@/lib/graphql/generated/graphql';

export type PasswordLinkInfo = NonNullable<PasswordLinkQuery['password_link']>;

/** What a one-time link is for and whether it still works. Sent without a token (lib/graphql/operations.test.ts). */
export const PasswordLink = graphql(`
  query PasswordLink($token: String!) {
    password_link(token: $token) {
      purpose
      state
      first_name
      partner_name
      expires_at
    }
  }
`);
