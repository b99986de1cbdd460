import { graphql } from '@/lib/graphql/generated';

/** The holder of a one-time link chooses the account's password. Sent without a token (lib/graphql/operations.test.ts). */
export const SetPasswordWithLink = graphql(`
  mutation SetPasswordWithLink($token: String!, $newPassword: String!) {
    set_password_with_link(token: $token, new_password: $newPassword) {
      phone
      partner_code
    }
  }
`);
