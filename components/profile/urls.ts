/** Links to the agent's own profile. */

export const PROFILE_PATH = '/account/profile';
