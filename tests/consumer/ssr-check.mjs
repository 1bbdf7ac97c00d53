// Runs the Vite SSR build (its default externals: Node loads the packages from node_modules) and checks the page.
import assert from 'node:assert/strict';
import { version } from 'react';
import { render } from './dist-server/entry-server.js';

// React's development build (NODE_ENV is unset here) reports a prop it does not know, or a misused API, here.
const errors = [];
const error = console.error;
console.error = (...args) => errors.push(args.map(String).join(' '));
const html = render();
console.error = error;
assert.deepEqual(errors, [], `React ${version} reports nothing while rendering the page`);
assert.ok(html.includes('Surfer rides a wave at sunset'), 'the server-rendered card has its title');
assert.match(html, /<img [^>]*fetchpriority="high"/i, "the first card's poster is fetched first");
console.info(`Vite SSR on React ${version}: renderToString ${html.length} characters, nothing reported`);
