import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { useModalDialog, useReturnFocus } from '.';

/** An app's own dialog, shown with showModal() in an effect, as apps/web's playlist dialogs are. */
function PlainDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useReturnFocus(ref, true);
  useEffect(() => {
    ref.current?.showModal();
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <dialog ref={ref} aria-label="Plain">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

/** A dialog of the package, mounted only while open: the app's add-to-playlist popup is used this way. */
function PackageDialog({ onClose }: { onClose: () => void }) {
  const { dialogProps, headingProps } = useModalDialog({
    open: true,
    onOpenChange: (open) => !open && onClose(),
  });
  return (
    <dialog {...dialogProps}>
      <h2 {...headingProps}>Package</h2>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </dialog>
  );
}

function Page({ kind }: { kind: 'plain' | 'package' }) {
  const [open, setOpen] = useState(false);
  const Dialog = kind === 'plain' ? PlainDialog : PackageDialog;
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Opener
      </button>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

afterEach(cleanup);

describe('useReturnFocus', () => {
  it.each(['plain', 'package'] as const)(
    'gives focus back to the opener when a %s dialog is unmounted by its close button',
    async (kind) => {
      render(<Page kind={kind} />);
      await userEvent.click(screen.getByRole('button', { name: 'Opener' }));
      expect(screen.getByRole('dialog')).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: 'Close' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    },
  );

  it('gives focus back to the opener when a package dialog is unmounted by Escape', async () => {
    render(<Page kind="package" />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Package' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('leaves the page usable when the opener has gone', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Before</button>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Opener
            </button>
          )}
          {open ? <PlainDialog onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    render(<Vanishing />);
    await userEvent.click(screen.getByRole('button', { name: 'Opener' }));

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nothing inert is left behind: the page takes clicks and focus again.
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
