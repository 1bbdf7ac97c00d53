import { buildApp } from './app';

const port = Number(process.env.PORT ?? 3000);
// 'localhost' makes Fastify listen on every address localhost resolves to (127.0.0.1 and ::1), so
// http://localhost:PORT works whichever the browser picks; HOST=0.0.0.0 opens it to the network.
const host = process.env.HOST ?? 'localhost';

const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

/** Open connections get this long to finish after a signal before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  // A terminal's Ctrl-C reaches both `npm start`'s script and this process, and the script forwards it
  // too: repeated signals are expected and must not cut the graceful close short.
  if (closing) return;
  closing = true;
  setTimeout(() => {
    app.log.warn('connections still open after the grace period; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await app.listen({ port, host });
  // `npm start` (scripts/start.mjs) waits for this before it prints the app's address.
  process.send?.({ type: 'listening', port });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  process.exit(1);
}
