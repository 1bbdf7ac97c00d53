import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { themesInHead, themesStyleElement } from '../apps/web/themesInHead';
import { baseStyleSheet } from '../packages/ui/src/theme/baseStyles';
import { darkColor } from '../packages/ui/src/theme/colors';

const root = path.resolve(import.meta.dirname, '..');
const plugin = themesInHead();
const transform = (html: string) =>
  (plugin.transformIndexHtml as { handler: (html: string) => Promise<string> }).handler(html);
const resolve = (source: string, importer: string) =>
  (plugin.resolveId as (source: string, importer: string) => string | null)(source, importer);

describe("the app's themes in its HTML (ADR 101)", () => {
  it('writes the page following the device: the dark values under prefers-color-scheme, on :root', async () => {
    expect(await themesStyleElement()).toContain(
      `:root{color-scheme:light}@media (prefers-color-scheme: dark){:root{color-scheme:dark;--cm-color-canvas:${darkColor.canvas};`,
    );
  });

  it("puts the style sheet into index.html's head, after the meta that lets the page be light or dark", async () => {
    const html = readFileSync(path.join(root, 'apps/web/index.html'), 'utf8');
    expect(html).toContain('<meta name="color-scheme" content="light dark" />');
    const element = await themesStyleElement();
    const written = await transform(html);
    const head = written.slice(0, written.indexOf('</head>'));
    expect(head).toContain(`<meta name="color-scheme" content="light dark" />${element}`);
    expect(await transform('<html><head><title>x</title></head></html>')).toBe(
      `<html><head><title>x</title>${element}</head></html>`,
    );
  });

  it("gives the package's global styles a themes module that writes nothing, so no script carries the dark values", () => {
    const stub = resolve('./themes', path.join(root, 'packages/ui/src/theme/GlobalStyles.tsx'));
    expect(stub).toBe(path.join(root, 'apps/web/src/themesWritten.ts'));
    expect(resolve('./themes', path.join(root, 'packages/ui/src/theme/index.ts'))).toBe(stub);
    expect(resolve('./themes', path.join(root, 'apps/web/src/features/other.ts'))).toBeNull();
    expect(resolve('./tokens', path.join(root, 'packages/ui/src/theme/GlobalStyles.tsx'))).toBeNull();
  });

  it('writes the base styles ahead of the themes, and gives the app a GlobalStyles that writes nothing (ADR 109)', async () => {
    const element = await themesStyleElement();
    expect(element.indexOf(baseStyleSheet())).toBeGreaterThan(0);
    expect(element.indexOf(baseStyleSheet())).toBeLessThan(element.indexOf(':root{color-scheme:light}'));
    expect(baseStyleSheet()).toContain('*,*::before,*::after{box-sizing:border-box;}');
    expect(resolve('./GlobalStyles', path.join(root, 'packages/ui/src/theme/ThemeProvider.tsx'))).toBe(
      path.join(root, 'apps/web/src/globalStylesWritten.ts'),
    );
    expect(resolve('./GlobalStyles', path.join(root, 'packages/ui/src/theme/index.ts'))).toBe(
      path.join(root, 'apps/web/src/globalStylesWritten.ts'),
    );
    expect(resolve('./GlobalStyles', path.join(root, 'apps/web/src/other.ts'))).toBeNull();
  });

  it('makes the sheet again and reloads the page when a theme file changes under `vite` (dev)', async () => {
    const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
    const send = vi.fn();
    (plugin.configureServer as (server: unknown) => void)({ watcher, ws: { send } });
    const before = await themesStyleElement();
    watcher.emit('change', path.join(root, 'apps/web/src/main.tsx'));
    expect(send).not.toHaveBeenCalled();
    expect(themesStyleElement()).toBe(themesStyleElement());
    const kept = themesStyleElement();
    watcher.emit('change', path.join(root, 'packages/ui/src/theme/colors.ts'));
    expect(send).toHaveBeenCalledWith({ type: 'full-reload' });
    expect(themesStyleElement()).not.toBe(kept);
    expect(await themesStyleElement()).toBe(before);
  });
});
