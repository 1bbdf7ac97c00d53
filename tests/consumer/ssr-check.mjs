// Runs the Vite SSR build (its default externals: Node loads the packages from node_modules) and checks the page.
import assert from 'node:assert/strict';
import { render } from './dist-server/entry-server.js';

const html = render();
assert.ok(html.includes('Surfer rides a wave at sunset'), 'the server-rendered card has its title');
console.info(`Vite SSR: renderToString ${html.length} characters`);
