import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ConfirmDialog } from './PlaylistDialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete playlist
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this playlist?"
        body="It cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

afterEach(cleanup);

describe('the app’s playlist dialogs', () => {
  it('give focus back to the button that opened them on Escape', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete playlist' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete this playlist?' })).toBeVisible();
    screen.getByRole('button', { name: 'Delete' }).focus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('give focus back to the button that opened them after their own button closes them', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Delete playlist' });
    await userEvent.click(opener);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
