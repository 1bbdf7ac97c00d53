// Plain Node, no bundler and no loader: the published ES modules exactly as installed, by `import` and by
// `require` (Node 22+ requires ES modules without top-level await).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as core from '@clipmarket/core';
import { LICENCE_TERMS } from '@clipmarket/core/licenceTerms';
import { routes } from '@clipmarket/core/routes';
import { ThemeProvider, VideoCard, color } from '@clipmarket/ui';
import * as tokens from '@clipmarket/ui/tokens';

const require = createRequire(import.meta.url);
assert.equal(require('@clipmarket/ui').VideoCard, VideoCard, 'require() gives the same module');
assert.equal(typeof core.formatJvId, 'function');
assert.equal(typeof routes.searchEndpoint.path, 'string');
assert.ok(LICENCE_TERMS.sections.length > 0, 'the licence terms load from their own entry');
assert.equal(
  tokens.color,
  color,
  "the tokens load from their own entry, the same module as the main entry's",
);

const title = 'Surfer rides a wave at sunset';
const html = renderToString(
  createElement(
    ThemeProvider,
    null,
    createElement(VideoCard, {
      video: { jmId: '1254381', title, aci: 'GREEN' },
      href: '/licensing/view/1254381',
    }),
  ),
);
assert.ok(html.includes(title), 'the card renders its title');
assert.ok(html.includes('--cm-color-accent'), 'the ThemeProvider writes the custom properties');

// Without the provider (NODE_ENV unset, so development): one warning, however many components render.
const warnings = [];
const warn = console.warn;
console.warn = (message) => warnings.push(String(message));
const card = { video: { jmId: '1254381', title, aci: 'GREEN' }, href: '/licensing/view/1254381' };
renderToString(createElement('main', null, createElement(VideoCard, card), createElement(VideoCard, card)));
console.warn = warn;
assert.equal(warnings.length, 1, `one warning without the ThemeProvider, not ${warnings.length}`);
assert.match(warnings[0], /rendered outside <ThemeProvider>/);
console.info(
  `plain Node: import and require of @clipmarket/ui and @clipmarket/core, renderToString ${html.length} characters, one warning without the ThemeProvider`,
);
