import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useModalDialog, type UseModalDialogOptions } from '.';

function Harness({ initialFocus, ...options }: UseModalDialogOptions & { initialFocus?: boolean }) {
  const nameRef = useRef<HTMLInputElement>(null);
  const { isOpen, setOpen, triggerProps, dialogProps, headingProps } = useModalDialog({
    ...options,
    initialFocusRef: initialFocus ? nameRef : undefined,
  });
  return (
    <>
      <button type="button" {...triggerProps}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <dialog data-state={isOpen ? 'open' : 'closed'} style={{ width: '20rem' }} {...dialogProps}>
        <h2 {...headingProps}>Title</h2>
        <input ref={nameRef} aria-label="Name" />
        <button type="button" hidden>
          Hidden
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </dialog>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Title' });
const trigger = () => screen.getByRole('button', { name: 'Open' });

afterEach(cleanup);

describe('useModalDialog', () => {
  it('opens from the trigger as a modal, with focus on the heading', async () => {
    render(<Harness />);
    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(trigger());

    expect(dialog()).toBeVisible();
    expect(dialog()).toHaveAttribute('id', trigger().getAttribute('aria-controls'));
    expect(dialog()?.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Title' })).toHaveFocus();
  });

  it('puts focus on the given element instead of the heading', async () => {
    render(<Harness initialFocus />);

    await userEvent.click(trigger());

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await userEvent.click(trigger());

    await userEvent.keyboard('{Escape}');

    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    await page.viewport(1280, 900);
    render(<Harness />);
    await userEvent.click(trigger());
    const open = dialog()!;

    fireEvent.click(open, {
      clientX: open.getBoundingClientRect().left + 4,
      clientY: open.getBoundingClientRect().top + 4,
    });
    expect(dialog()).toBeVisible();

    fireEvent.click(open, { clientX: 2, clientY: 2 });
    expect(dialog()).not.toBeInTheDocument();
  });

  it('wraps Tab from the last visible control to the first and back', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    const name = screen.getByRole('textbox', { name: 'Name' });
    const done = screen.getByRole('button', { name: 'Done' });

    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(done).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('leaves a controlled dialog as its parent says, reporting each request', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Harness open={false} onOpenChange={onOpenChange} />);

    await userEvent.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(dialog()).not.toBeInTheDocument();

    rerender(<Harness open onOpenChange={onOpenChange} />);
    expect(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialog()).toBeVisible();

    rerender(<Harness open={false} onOpenChange={onOpenChange} />);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens on first render with defaultOpen, and leaves focus to the browser on close', async () => {
    render(<Harness defaultOpen />);
    expect(dialog()).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).not.toHaveFocus();
  });

  it('always gives focus back to the trigger with returnFocus "trigger"', async () => {
    render(<Harness defaultOpen returnFocus="trigger" />);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(trigger()).toHaveFocus();
  });

  it('stays open when reopened before the browser has told of the last close', async () => {
    const onOpenChange = vi.fn();
    render(<Harness defaultOpen onOpenChange={onOpenChange} />);

    // Closed and opened again within one frame: Chromium dispatches a dialog's `close` event at the next
    // animation frame, which a busy or hidden page can put off until after the dialog is open again.
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(trigger());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

    expect(dialog()).toBeVisible();
    expect(onOpenChange.mock.calls).toEqual([[false], [true]]);
  });

  it('does not show the dialog while it is not modal, and shows it once it is', () => {
    const { rerender } = render(<Harness defaultOpen modal={false} />);
    expect(dialog()).not.toBeInTheDocument();

    rerender(<Harness defaultOpen modal />);
    expect(dialog()).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Title' })).toHaveFocus();
  });

  it('does not throw when its tree sits in a detached element', () => {
    const detached = document.createElement('div');

    expect(() => render(<Harness defaultOpen />, { container: detached })).not.toThrow();
    expect(detached.querySelector('dialog')).not.toHaveAttribute('open');
  });
});
