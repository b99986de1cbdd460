/** Links of the supervisor's Team screen (/office/team). */

export const TEAM_PATH = '/office/team';
