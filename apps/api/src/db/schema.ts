/**
 * The database as Kysely sees it. Each domain adds its tables by declaration merging in its own file, e.g.
 * `declare module '../db/schema' { interface DB { users: UsersTable } }` in `auth/tables.ts`. Column names are
 * camelCase here and snake_case in SQL (Kysely's CamelCasePlugin).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DB {}
