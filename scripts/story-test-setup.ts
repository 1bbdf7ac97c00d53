// The storybook project's setup (vitest.config.ts): play functions query through Storybook's own copy of
// Testing Library (`storybook/test`), and stories render with the same React as the app.
import * as React from 'react';
import { configure, getConfig } from 'storybook/test';
import { oneStyleSheet } from './browser-test-one-sheet.ts';
import { HttpHandler, matchRequestUrl } from 'msw';
import { leanElementErrors, mocksMatchBeforeCookies, withoutOwnerStacks } from './browser-test-speed.ts';

leanElementErrors({ configure, getConfig });
withoutOwnerStacks(React);
mocksMatchBeforeCookies(HttpHandler, matchRequestUrl);
oneStyleSheet();
