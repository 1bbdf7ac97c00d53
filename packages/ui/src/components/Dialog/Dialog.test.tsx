import { cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '.';

function Example(props: DialogProps) {
  return (
    <ThemeProvider>
      <button type="button">Before</button>
      <Dialog
        trigger={(trigger) => (
          <Button variant="primary" {...trigger}>
            Open terms
          </Button>
        )}
        {...props}
      >
        <Dialog.Header>
          <Dialog.Title>Digital terms</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <a href="#faq">FAQ</a>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close>Done</Dialog.Close>
        </Dialog.Footer>
      </Dialog>
    </ThemeProvider>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Digital terms' });
const trigger = () => screen.getByRole('button', { name: 'Open terms' });

afterEach(cleanup);

describe('Dialog', () => {
  it('opens from its trigger as a modal named by its title, which takes focus', async () => {
    render(<Example />);
    expect(dialog()).not.toBeInTheDocument();

    await userEvent.click(trigger());

    expect(dialog()).toBeVisible();
    expect(dialog()?.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Digital terms' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control back to the first', async () => {
    render(<Example />);
    await userEvent.click(trigger());

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['the close icon', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a footer button', () => userEvent.click(screen.getByRole('button', { name: 'Done' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('closes with %s and gives focus back to the trigger', async (_how, close) => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(trigger());

    await close();

    expect(dialog()).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('stays as its parent says when controlled, reporting each request', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example open onOpenChange={onOpenChange} />);
    expect(dialog()).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialog()).toBeVisible();
    rerender(<Example open={false} onOpenChange={onOpenChange} />);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens on first render with defaultOpen', () => {
    render(<Example defaultOpen />);

    expect(dialog()).toBeVisible();
    expect(dialog()).toHaveAttribute('data-state', 'open');
  });

  it('puts focus on the element asked for, and gives the parts its state', async () => {
    function Form() {
      const nameRef = useRef<HTMLInputElement>(null);
      const [sent, setSent] = useState(false);
      return (
        <Dialog defaultOpen initialFocusRef={nameRef}>
          {({ titleId, setOpen }) => (
            <>
              <Dialog.Header>
                <Dialog.Title>{sent ? 'Sent' : 'New playlist'}</Dialog.Title>
              </Dialog.Header>
              <form
                aria-labelledby={titleId}
                onSubmit={(event) => {
                  event.preventDefault();
                  setSent(true);
                }}
              >
                <input ref={nameRef} aria-label="Name" />
                <Button type="submit">Create</Button>
                <Button onClick={() => setOpen(false)}>Cancel</Button>
              </form>
            </>
          )}
        </Dialog>
      );
    }
    render(<Form />);

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'New playlist' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a close part refuse to close by preventing its click', async () => {
    render(
      <Dialog defaultOpen aria-label="Unsaved">
        <Dialog.Close onClick={(event) => event.preventDefault()} />
      </Dialog>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.getByRole('dialog', { name: 'Unsaved' })).toBeVisible();
  });

  it('refuses a part outside a dialog, where it could do nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<Dialog.Close />)).toThrow(/inside a <Dialog>/);
  });
});
