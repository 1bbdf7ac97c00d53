import { catalogueHandlers } from './handlers/catalogue';
import { healthHandlers } from './handlers/health';
import { playlistHandlers } from './handlers/playlists';

export { videoFixtures, videoGrid } from './fixtures/videos';
export { catalogueHandlers } from './handlers/catalogue';
export { healthHandlers } from './handlers/health';
export * from './fixtures/playlists';
export * from './handlers/playlists';

/**
 * The default handler groups, named by domain. Storybook's preview installs them; a story overrides one
 * group with `parameters: { msw: { handlers: { catalogue: catalogueHandlers.empty() } } }`.
 */
export const defaultHandlers = {
  health: healthHandlers.ok(),
  catalogue: catalogueHandlers.list(),
  playlists: playlistHandlers.list(),
};
