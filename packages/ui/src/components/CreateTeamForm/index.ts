export { CreateTeamForm } from './CreateTeamForm';
export type { CreateTeamFormProps, CreateTeamFormStatus } from './CreateTeamForm';
export { CREATE_TEAM_FORM_TEXT } from './createTeamFormText';
