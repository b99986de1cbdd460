import { graphql } from '@/lib/graphql/generated';

/** "Change password" on the profile screen: every session of the agent ends with it (this one too). */
export const ChangePassword = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    change_password(current_password: $currentPassword, new_password: $newPassword)
  }
`);
