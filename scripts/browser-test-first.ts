// The first setup file of the browser projects (vitest.config.ts): it imports nothing that loads React, so what it
// changes is in place before react-dom is evaluated.
import { withoutPerformanceTracks } from './browser-test-speed.ts';

withoutPerformanceTracks();
