import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The Node suite's longest files, longest first (alone on 2 cores, docs/benchmarks-log.md 2026-12-04): each
 * takes 10 to 30 s while most files take under 3. Vitest orders a run it has no results of by file size, so on
 * a fresh clone they started wherever their size put them, and the last of them ran alone on one core while
 * the other waited (the fuzz suite, then one file of 87 s, ended the step 80 s after every other file).
 */
export const SLOW_FILES = [
  'apps/api/src/test/authorization.test.ts',
  'apps/api/src/downloads/comps.test.ts',
  'apps/api/src/production.test.ts',
  'apps/api/src/test/fuzz.valid.test.ts',
  'apps/api/src/test/fuzz.body.test.ts',
  'apps/api/src/test/fuzz.huge.test.ts',
  'apps/api/src/test/fuzz.boundary.test.ts',
  // Left out until session 68, these ran last on a fresh clone: the backups' 39 s began 322 s into a step of
  // 376, beside one or two short files (docs/benchmarks-log.md, 2026-12-06, session 68).
  'apps/api/src/test/backup.test.ts',
  'apps/api/src/test/durability.test.ts',
  'apps/api/src/db/migrate.test.ts',
  'apps/api/src/hardening.test.ts',
  'apps/api/src/cluster.test.ts',
  'apps/api/src/http/client-limits.test.ts',
  'apps/api/src/zips/restart.test.ts',
  'apps/api/src/auth/auth.test.ts',
  'apps/api/src/mail/restart.test.ts',
];

/** Vitest's own order (failed first, then longest by its last results, else largest), the slow files first. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? SLOW_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
