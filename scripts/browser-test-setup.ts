import * as React from 'react';
import { configure, getConfig } from '@testing-library/react';
import { oneStyleSheet } from './browser-test-one-sheet.ts';
import { HttpHandler, matchRequestUrl } from 'msw';
import { leanElementErrors, mocksMatchBeforeCookies, withoutOwnerStacks } from './browser-test-speed.ts';

// The components project's tests run in several tabs of one Chromium while `npm test` runs the server suite
// beside them on two cores: a first paint that takes 200 ms alone can take seconds there. Testing Library's
// `findBy…` and `waitFor` wait up to 5 s (its default is 1 s) before they fail; what they wait for is unchanged.
configure({ asyncUtilTimeout: 5_000 });

leanElementErrors({ configure, getConfig });
withoutOwnerStacks(React);
mocksMatchBeforeCookies(HttpHandler, matchRequestUrl);
oneStyleSheet();
