// The teams feature's public face (ADR 92): its route entries, and the account's team, which the usage page
// reads (a team's owner and purchasers read each colleague's months). A colleague's playlist opens in the
// playlists feature's shared view.
export { teamRoutes } from './routes';
export { useTeam } from './useTeam';
