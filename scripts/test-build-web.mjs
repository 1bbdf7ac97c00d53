// Vitest's global set-up for the server's suite (vitest.config.ts), beside apps/api/test-build.mjs: the web app
// the suite's servers serve (apps/web/dist and dist-server), built when stale as `npm start` builds it (a few
// seconds; nothing when it is up to date). Before, a server process's pages answered 503 on a fresh clone until
// npm-start.test.ts had built the app, so a test of them passed only when it ran after that file.
import { buildWeb } from './build-app.mjs';

export default function setup() {
  buildWeb();
}
