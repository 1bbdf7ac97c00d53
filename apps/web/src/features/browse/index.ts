// The browse feature's public face (ADR 67): its route entries (the home page among them, in the first bundle),
// the data the home page loads on the server, and the home page's calls, which the browser starts before the
// page's code has run (main.tsx).
export { browseRoutes } from './routes';
export { browseServerData } from './serverData';
export { preloadHome } from './useBrowseData';
