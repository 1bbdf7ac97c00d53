// The app project's setup (vitest.config.ts), run before each of its test files. Its files share one page per
// worker, file after file, with the modules they share evaluated once: what every test needs around it is
// registered here, for each file, not by a helper module that the page evaluates only for the first.
import { mutate } from 'swr';
import { afterEach, beforeEach } from 'vitest';
import { afterAppTest } from './renderApp';

// The app uses SWR's default cache, which outlives a render: each test starts from an empty one, so an answer
// from an earlier test, or an earlier file, cannot stand in for this test's handlers.
beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
});

afterEach(afterAppTest);
