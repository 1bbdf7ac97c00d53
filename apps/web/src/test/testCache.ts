// The app uses SWR's default cache, which outlives one render in a test file; each test starts from an empty
// one so an answer from an earlier test cannot stand in for this test's handlers.
import { mutate } from 'swr';
import { beforeEach } from 'vitest';

beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});
