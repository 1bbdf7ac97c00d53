import { sql, type Kysely } from 'kysely';

/**
 * Team accounts (issue 33, item 1; ADR 92).
 *
 * - A team has members, each an account in one team at most, with a role; one owner (a partial unique index).
 * - An invitation is kept as the hash of its link's secret, for one address and role, until it is accepted (once),
 *   withdrawn or past `expires_at`. One open invitation per address and team.
 * - An order paid, and the licences it grants, belong to the buyer's team when the buyer may purchase for one
 *   (`team_id`); the team's owner and purchasers read them and every member downloads their footage. When a team
 *   ends, they go back to their buyers (`ON DELETE SET NULL`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE teams (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE team_members (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      team_id bigint NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'purchaser', 'member')),
      joined_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX team_members_team_idx ON team_members (team_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX team_members_one_owner ON team_members (team_id) WHERE role = 'owner'`.execute(
    db,
  );
  await sql`
    CREATE TABLE team_invitations (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      team_id bigint NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
      email text NOT NULL,
      role text NOT NULL CHECK (role IN ('purchaser', 'member')),
      token_hash text NOT NULL UNIQUE,
      invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
      invited_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
      withdrawn_at timestamptz
    )
  `.execute(db);
  await sql`
    CREATE UNIQUE INDEX team_invitations_open_idx ON team_invitations (team_id, email)
      WHERE accepted_at IS NULL AND withdrawn_at IS NULL
  `.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN team_id bigint REFERENCES teams (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE licences ADD COLUMN team_id bigint REFERENCES teams (id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`CREATE INDEX orders_team_idx ON orders (team_id) WHERE team_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX licences_team_idx ON licences (team_id, jm_id) WHERE team_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE licences DROP COLUMN team_id`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN team_id`.execute(db);
  await sql`DROP TABLE team_invitations`.execute(db);
  await sql`DROP TABLE team_members`.execute(db);
  await sql`DROP TABLE teams`.execute(db);
}
