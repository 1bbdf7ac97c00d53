import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';

/**
 * The database the server's settings name, for a command-line script (`npm run seed`, `migrate`,
 * `demo-accounts:remove`): DATABASE_URL, else PGlite in DATA_DIR. A bad setting or a database that cannot be
 * opened (a PGlite folder another process holds) is printed as one message and ends the process with 1.
 */
export async function openConfiguredDatabase(): Promise<{
  config: Config;
  database: Database;
  where: string;
}> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    console.error(`Could not open the database: ${(error as Error).message}`);
    process.exit(1);
  }
  const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  return { config, database, where };
}
