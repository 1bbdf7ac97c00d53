// The account feature's public face (ADR 67): its route entries. The account area's frame and navigation
// (AccountShell), which the playlists' pages share, are the shell's (components/).
export { accountRoutes } from './routes';
