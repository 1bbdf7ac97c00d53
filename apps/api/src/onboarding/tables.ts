import type { OnboardingState } from '@clipmarket/core';
import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One user's onboarding (migration 0014). */
export interface OnboardingsTable {
  uuid: Generated<string>;
  userId: string;
  collections: ColumnType<string[], string[] | undefined, string[]>;
  videos: ColumnType<string[], string[] | undefined, string[]>;
  stepCompleted: ColumnType<number, number | undefined, number>;
  isFinish: ColumnType<boolean, boolean | undefined, boolean>;
  projectType: OnboardingState['onboardingProjectType'];
  playlistUuid: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../db/schema' {
  interface DB {
    onboardings: OnboardingsTable;
  }
}
