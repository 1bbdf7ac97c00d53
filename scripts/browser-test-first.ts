// The first setup file of the browser projects (vitest.config.ts): it imports nothing that loads React or MSW,
// so what it changes is in place before react-dom is evaluated and before the mocks start.
import { mocksWithoutServiceWorker, withoutPerformanceTracks } from './browser-test-speed.ts';

withoutPerformanceTracks();
mocksWithoutServiceWorker();
