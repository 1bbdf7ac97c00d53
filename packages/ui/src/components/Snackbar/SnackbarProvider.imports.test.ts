import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticGraph } from './staticImports.testing';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The severity's icon, shared with Toast and InlineAlert. */
const toneIcon = path.join(here, '../../primitives/feedback/ToneIcon.tsx');

describe('SnackbarProvider', () => {
  it('keeps XState out of the first bundle of a page that never raises a snackbar', () => {
    const { packages } = staticGraph(path.join(here, 'SnackbarProvider.tsx'));

    expect(packages).toContain('react');
    expect(packages).not.toContain('xstate');
    expect(packages).not.toContain('@xstate/react');
  });

  it('keeps the snackbar view and its styles out of the first bundle, with only the region in it', () => {
    const { files } = staticGraph(path.join(here, 'SnackbarProvider.tsx'));

    expect(files).not.toContain(path.join(here, 'Snackbar.tsx'));
    expect(files).not.toContain(toneIcon);
    expect(files).not.toContain(path.join(here, 'Snackbar.styles.ts'));
    expect(files).not.toContain(path.join(here, 'notification.styles.ts'));
    expect(files).toContain(path.join(here, 'SnackbarProvider.styles.ts'));
  });

  it('brings XState and the snackbar view in with the queue it loads on the first enqueue', () => {
    const { files, packages } = staticGraph(path.join(here, 'SnackbarQueue.tsx'));

    expect(packages).toContain('xstate');
    expect(packages).toContain('@xstate/react');
    expect(files).toContain(path.join(here, 'Snackbar.tsx'));
    expect(files).toContain(toneIcon);
  });
});
