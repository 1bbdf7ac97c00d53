import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

// The check warns once per page: each test imports the package afresh, so no test sees another's warning
// (the unit project shares modules between files).
async function freshPackage() {
  vi.resetModules();
  const [theme, button, field, dialog, textField] = await Promise.all([
    import('./index'),
    import('../components/Button'),
    import('../components/Field'),
    import('../components/Dialog'),
    import('../components/TextField'),
  ]);
  return { ...theme, ...button, ...field, ...dialog, ...textField };
}

describe('a component rendered without the ThemeProvider', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('says so in the console in development, naming the component and the provider', async () => {
    const { Button } = await freshPackage();
    renderToString(createElement(Button, null, 'Save'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('<Button> rendered outside <ThemeProvider>');
  });

  it('says it once for a whole page of components built on the primitives', async () => {
    const { Button, Dialog, TextField } = await freshPackage();
    const page = createElement(
      'main',
      null,
      createElement(Button, null, 'Save'),
      createElement(Button, null, 'Cancel'),
      createElement(TextField, { label: 'E-mail' }),
      createElement(Dialog, { defaultOpen: true }, createElement(Dialog.Title, null, 'Log in')),
    );
    renderToString(page);
    renderToString(page);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is said by the fields and dialogs too, not only by buttons', async () => {
    const first = await freshPackage();
    renderToString(createElement(first.TextField, { label: 'E-mail' }));
    const second = await freshPackage();
    renderToString(createElement(second.Dialog, null, 'Body'));
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringContaining('<Field> rendered outside'),
      expect.stringContaining('<Dialog> rendered outside'),
    ]);
  });

  it('says nothing below the ThemeProvider', async () => {
    const { Button, TextField, ThemeProvider } = await freshPackage();
    const html = renderToString(
      createElement(
        ThemeProvider,
        null,
        createElement(Button, null, 'Save'),
        createElement(TextField, { label: 'E-mail' }),
      ),
    );
    expect(html).toContain('Save');
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { Button } = await freshPackage();
    renderToString(createElement(Button, null, 'Save'));
    expect(warn).not.toHaveBeenCalled();
  });
});
