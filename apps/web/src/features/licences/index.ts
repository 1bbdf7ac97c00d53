// The licences feature's public face (ADR 67): its route entries, and the licence history that the account's
// History page shows.
export { CommerceHistory } from './CommerceHistory';
export { licencesRoutes } from './routes';
