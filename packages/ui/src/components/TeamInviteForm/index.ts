export { TeamInviteForm } from './TeamInviteForm';
export type { TeamInvite, TeamInviteFormProps, TeamInviteFormStatus } from './TeamInviteForm';
export { TEAM_INVITE_FORM_TEXT } from './teamInviteFormText';
