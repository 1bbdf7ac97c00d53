import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticGraph } from '../Snackbar/staticImports.testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const snackbar = path.join(here, '../Snackbar');

describe('ToastProvider', () => {
  it('keeps the toast view and its styles out of the first bundle, with only the region in it', () => {
    const { files } = staticGraph(path.join(here, 'ToastProvider.tsx'));

    expect(files).not.toContain(path.join(here, 'ToastItem.tsx'));
    expect(files).not.toContain(path.join(here, 'Toast.tsx'));
    expect(files).not.toContain(path.join(here, 'Toast.styles.ts'));
    expect(files).not.toContain(path.join(here, '../../primitives/feedback/ToneIcon.tsx'));
    expect(files).not.toContain(path.join(snackbar, 'notification.styles.ts'));
    expect(files).toContain(path.join(here, 'ToastProvider.styles.ts'));
  });

  it('brings the toast view in with the module it loads on the first show', () => {
    const { files } = staticGraph(path.join(here, 'ToastItem.tsx'));

    expect(files).toContain(path.join(here, 'Toast.tsx'));
    expect(files).toContain(path.join(here, 'Toast.styles.ts'));
  });
});
