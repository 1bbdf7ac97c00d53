import { CARD_TEXT } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { setShortcutsEnabled } from './shortcutSetting';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

function Card({ id, onSave }: { id: string; onSave: (id: string) => void }) {
  return (
    <article aria-label={`Clip ${id}`}>
      <a href={`/licensing/view/${id}`} tabIndex={-1} aria-hidden="true">
        poster
      </a>
      <h3>
        <a href={`/licensing/view/${id}`}>Clip {id}</a>
      </h3>
      <button type="button" aria-label={CARD_TEXT.save(`JV#${id}`)} onClick={() => onSave(id)}>
        save
      </button>
    </article>
  );
}

function Page({
  onShowShortcuts = vi.fn(),
  onGoToSearch = vi.fn(),
  onSave = vi.fn(),
  withSearch = true,
}: {
  onShowShortcuts?: () => void;
  onGoToSearch?: () => void;
  onSave?: (id: string) => void;
  withSearch?: boolean;
}) {
  useKeyboardShortcuts({ onShowShortcuts, onGoToSearch });
  return (
    <>
      <button type="button">Menu</button>
      <main>
        {withSearch ? (
          <form role="search" aria-label="Search clips">
            <input type="search" aria-label="Search clips" defaultValue="dog" />
          </form>
        ) : null}
        <textarea aria-label="Notes" />
        <Card id="1" onSave={onSave} />
        <Card id="2" onSave={onSave} />
        <Card id="3" onSave={onSave} />
      </main>
    </>
  );
}

const title = (id: string) => screen.getByRole('link', { name: `Clip ${id}` });

afterEach(cleanup);

describe('keyboard shortcuts', () => {
  it('/ puts focus in the search box with its text selected, without typing a slash', async () => {
    render(<Page />);
    await userEvent.keyboard('/');
    const field = screen.getByRole('searchbox', { name: 'Search clips' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('dog');
    expect((field as HTMLInputElement).selectionStart).toBe(0);
    expect((field as HTMLInputElement).selectionEnd).toBe(3);
  });

  it('/ on a page without a search box goes to the search page', async () => {
    const onGoToSearch = vi.fn();
    render(<Page withSearch={false} onGoToSearch={onGoToSearch} />);
    await userEvent.keyboard('/');
    expect(onGoToSearch).toHaveBeenCalledTimes(1);
  });

  it('j and k move focus from result to result, stopping at either end', async () => {
    render(<Page />);
    await userEvent.keyboard('j');
    expect(title('1')).toHaveFocus();
    await userEvent.keyboard('jj');
    expect(title('3')).toHaveFocus();
    await userEvent.keyboard('j');
    expect(title('3')).toHaveFocus();
    await userEvent.keyboard('k');
    expect(title('2')).toHaveFocus();
    await userEvent.keyboard('kk');
    expect(title('1')).toHaveFocus();
  });

  it('j goes on from the result whose save button has focus', async () => {
    render(<Page />);
    screen.getByRole('button', { name: CARD_TEXT.save('JV#2') }).focus();
    await userEvent.keyboard('j');
    expect(title('3')).toHaveFocus();
  });

  it('s presses the save button of the result in focus, and nothing without one', async () => {
    const onSave = vi.fn();
    render(<Page onSave={onSave} />);
    await userEvent.keyboard('s');
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('jj');
    await userEvent.keyboard('s');
    expect(onSave).toHaveBeenCalledWith('2');
  });

  it('? asks for the shortcut sheet', async () => {
    const onShowShortcuts = vi.fn();
    render(<Page onShowShortcuts={onShowShortcuts} />);
    await userEvent.keyboard('?');
    expect(onShowShortcuts).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the user types in a field', async () => {
    const onShowShortcuts = vi.fn();
    const onSave = vi.fn();
    render(<Page onShowShortcuts={onShowShortcuts} onSave={onSave} />);
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(notes);
    await userEvent.keyboard('j/s?k');
    expect(notes).toHaveFocus();
    expect(notes).toHaveValue('j/s?k');
    expect(onShowShortcuts).not.toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('does nothing with Ctrl, Alt or Meta held', async () => {
    const onShowShortcuts = vi.fn();
    render(<Page onShowShortcuts={onShowShortcuts} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    await userEvent.keyboard('{Control>}j{/Control}{Alt>}j{/Alt}{Meta>}/{/Meta}{Control>}?{/Control}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(onShowShortcuts).not.toHaveBeenCalled();
  });

  it('does nothing while a modal dialog is open', async () => {
    const onShowShortcuts = vi.fn();
    render(<Page onShowShortcuts={onShowShortcuts} />);
    const dialog = document.createElement('dialog');
    const inside = document.createElement('button');
    inside.textContent = 'Inside';
    dialog.append(inside);
    document.body.append(dialog);
    dialog.showModal();
    inside.focus();
    await userEvent.keyboard('j?');
    expect(inside).toHaveFocus();
    expect(onShowShortcuts).not.toHaveBeenCalled();
    dialog.remove();
  });
});

describe('keyboard shortcuts turned off', () => {
  afterEach(() => setShortcutsEnabled(true));

  it('answer no key until turned on again', async () => {
    const onShowShortcuts = vi.fn();
    render(<Page onShowShortcuts={onShowShortcuts} />);
    setShortcutsEnabled(false);
    await userEvent.keyboard('j?');
    expect(title('1')).not.toHaveFocus();
    expect(onShowShortcuts).not.toHaveBeenCalled();

    setShortcutsEnabled(true);
    await userEvent.keyboard('j');
    expect(title('1')).toHaveFocus();
  });
});
