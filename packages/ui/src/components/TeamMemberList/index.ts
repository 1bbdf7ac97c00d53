export { TeamMemberList } from './TeamMemberList';
export type { TeamMemberListProps, TeamMemberListQuestion } from './TeamMemberList';
export { formatTeamDate, TEAM_MEMBER_LIST_TEXT } from './teamMemberListText';
