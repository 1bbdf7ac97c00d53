// The app project's setup (vitest.config.ts), run before each of its test files. Its files share one page per
// worker, file after file, with the modules they share evaluated once: what every test needs around it is
// registered here, for each file, not by a helper module that the page evaluates only for the first.
import { afterEach, beforeEach } from 'vitest';
import { afterAppTest, beforeAppTest } from './renderApp';

beforeEach(beforeAppTest);
afterEach(afterAppTest);
