/**
 * `npm run migrate -- [status | up | down]`: the database's migrations (db/migrate-command.ts for what each
 * does). Uses the server's settings: DATABASE_URL for a PostgreSQL server, else PGlite in DATA_DIR (./data).
 * Stop the server first when it runs on PGlite: one process per data folder.
 */
import { openConfiguredDatabase } from './cli-database';
import {
  MIGRATE_COMMANDS,
  MIGRATE_USAGE,
  runMigrateCommand,
  type MigrateCommand,
} from './db/migrate-command';

const args = process.argv.slice(2);
const command = (args[0] ?? 'status') as MigrateCommand;
if (args.length > 1 || !MIGRATE_COMMANDS.includes(command)) {
  console.error(MIGRATE_USAGE);
  process.exit(2);
}

const { database, where } = await openConfiguredDatabase();
console.info(where);
try {
  process.exitCode = await runMigrateCommand(command, database.db, console);
} finally {
  await database.close();
}
