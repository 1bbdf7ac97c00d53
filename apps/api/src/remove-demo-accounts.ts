/**
 * `npm run demo-accounts:remove`: deletes the demo accounts (auth/seed.ts DEMO_USERS) that still sign in with
 * the published password, with everything they own, from the database the server's settings name
 * (DATABASE_URL, else PGlite in DATA_DIR). A production start refuses to run while they exist (ADR 56). Stop
 * the server first when it runs on PGlite: one process per data folder.
 */
import { removeDemoAccounts } from './auth/seed';
import { openConfiguredDatabase } from './cli-database';
import { migrate } from './db/migrate';

const { database } = await openConfiguredDatabase();
try {
  await migrate(database.db);
  const removed = await removeDemoAccounts(database.db);
  console.info(
    removed.length > 0
      ? `Removed ${removed.length} demo account(s) with the published password: ${removed.join(', ')}.`
      : 'No demo account with the published password is in this database.',
  );
} finally {
  await database.close();
}
