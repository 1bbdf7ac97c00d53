import type { Kysely } from 'kysely';
import {
  DatabaseAheadError,
  migrate,
  migrateDownOne,
  migrationStatus,
  type MigrationStatus,
} from './migrate';
import type { DB } from './schema';

export const MIGRATE_COMMANDS = ['status', 'up', 'down'] as const;
export type MigrateCommand = (typeof MIGRATE_COMMANDS)[number];

export const MIGRATE_USAGE = `Usage: npm run migrate -- [status | up | down]
  status  which migrations the database has run and which are pending (the default)
  up      runs every pending migration (the server also does this when it starts)
  down    rolls back the latest migration the database ran, with its down step`;

/** One line per migration: `applied  2026-12-05 09:30  0045_team_comments`, pending ones, and unknown ones. */
export function statusLines({ applied, pending, unknown }: MigrationStatus): string[] {
  const when = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    ...applied.map((m) => `applied  ${when(m.executedAt)}  ${m.name}`),
    ...pending.map((name) => `pending                    ${name}`),
    ...unknown.map((m) => `UNKNOWN  ${when(m.executedAt)}  ${m.name}  (not in this version's code)`),
  ];
  const summary =
    unknown.length > 0
      ? new DatabaseAheadError(unknown).message
      : pending.length > 0
        ? `${pending.length} pending: \`npm run migrate -- up\` runs them (so does starting the server).`
        : `Up to date: ${applied.length} migrations applied.`;
  return [...lines, summary];
}

/**
 * Runs `npm run migrate`'s command on a database and prints what it did; resolves with the exit code (0 done,
 * 1 refused or failed). Nothing runs when the database is ahead of this code.
 */
export async function runMigrateCommand(
  command: MigrateCommand,
  db: Kysely<DB>,
  print: { info: (line: string) => void; error: (line: string) => void },
): Promise<number> {
  try {
    if (command === 'status') {
      const status = await migrationStatus(db);
      for (const line of statusLines(status)) print.info(line);
      return status.unknown.length > 0 ? 1 : 0;
    }
    if (command === 'up') {
      const result = await migrate(db);
      const ran = result.results ?? [];
      for (const r of ran) print.info(`${r.status === 'Success' ? 'applied' : r.status}  ${r.migrationName}`);
      print.info(
        ran.length === 0
          ? 'Up to date: nothing to run.'
          : `Applied ${ran.length} ${ran.length === 1 ? 'migration' : 'migrations'}.`,
      );
      return 0;
    }
    const name = await migrateDownOne(db);
    print.info(`rolled back  ${name}`);
    return 0;
  } catch (error) {
    print.error((error as Error).message);
    return 1;
  }
}
