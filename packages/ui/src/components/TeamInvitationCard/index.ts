export { TeamInvitationCard } from './TeamInvitationCard';
export type {
  TeamInvitationCardProps,
  TeamInvitationCardState,
  TeamInvitationCardStatus,
  TeamInvitationViewer,
} from './TeamInvitationCard';
export { TEAM_INVITATION_CARD_TEXT } from './teamInvitationCardText';
