import { MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import {
  USAGE_DECLARATION_TEXT as TEXT,
  UsageDeclaration,
  type UsageDeclarationProps,
  type UsageVideo,
} from '.';

const periods = [
  { year: 2026, months: [10, 9] },
  { year: 2025, months: [12, 3] },
];

const videos: UsageVideo[] = [
  {
    videoId: '1254381',
    used: true,
    downloadedAt: '2026-10-07T16:20:00.000Z',
    video: {
      jmId: '1254381',
      title: 'Dog catches frisbee',
      originalPublishingDate: '2025-03-05',
      signedDate: '2026-10-02',
    },
  },
  {
    videoId: '1198734',
    used: false,
    downloadedAt: '2026-10-12T08:00:00.000Z',
    video: { jmId: '1198734', title: 'Kickflip down stairs', originalPublishingDate: null, signedDate: null },
  },
  {
    videoId: '1311009',
    used: false,
    downloadedAt: '2026-10-31T23:59:00.000Z',
    video: { jmId: '1311009', title: null, originalPublishingDate: null, signedDate: null },
  },
];

/** Sends the declaration from its confirmation, as a person confirms it. */
async function confirmDeclaration() {
  const dialog = await screen.findByRole('dialog', { name: /^Declare .+\?$/ });
  await userEvent.click(within(dialog).getByRole('button', { name: /^Declare / }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

function renderUsage(props: Partial<UsageDeclarationProps> = {}) {
  const all: UsageDeclarationProps = {
    periods,
    period: { year: 2026, month: 10 },
    videos,
    onPeriodChange: vi.fn(),
    onSave: vi.fn(),
    onDeclare: vi.fn(),
    ...props,
  };
  const view = render(
    <ThemeProvider>
      <UsageDeclaration {...all} />
    </ThemeProvider>,
  );
  return {
    ...view,
    update: (next: Partial<UsageDeclarationProps>) =>
      view.rerender(
        <ThemeProvider>
          <UsageDeclaration {...all} {...next} />
        </ThemeProvider>,
      ),
  };
}

const usedBox = (title: string) => screen.getByRole('checkbox', { name: `${TEXT.used} ${title}` });

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('UsageDeclaration', () => {
  it("lists the month's downloads with their ids, dates and used state", () => {
    renderUsage();

    expect(screen.getByRole('heading', { level: 3, name: TEXT.downloadsIn('October 2026') })).toBeVisible();
    const list = screen.getByRole('list', { name: TEXT.downloadsIn('October 2026') });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('JV#1254381')).toBeVisible();
    expect(within(rows[0]!).getByText('05 Mar 25')).toBeVisible();
    expect(within(rows[0]!).getByText('02 Oct 26')).toBeVisible();
    expect(within(rows[0]!).getByText(TEXT.acquired)).toBeVisible();
    expect(within(rows[0]!).getByText('07 Oct 26')).toBeVisible();
    expect(within(rows[0]!).getByText(TEXT.downloaded)).toBeVisible();
    // The download day is the UTC one, as the server counts months.
    expect(within(rows[2]!).getByText('31 Oct 26')).toBeVisible();
    expect(usedBox('Dog catches frisbee')).toBeChecked();
    expect(usedBox('Kickflip down stairs')).not.toBeChecked();
    expect(usedBox(MESSAGES.noTitle)).not.toBeChecked();
    expect(screen.getByText(TEXT.usedCount(1, 3))).toBeVisible();
  });

  it('offers only the years and months that have downloads', () => {
    renderUsage();

    const year = screen.getByRole('combobox', { name: TEXT.year });
    const month = screen.getByRole('combobox', { name: TEXT.month });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026', '2025']);
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['October', 'September']);
    expect(year).toHaveValue('2026');
    expect(month).toHaveValue('10');
  });

  it('reports the picked month, moving to the latest month of a year that lacks the current one', async () => {
    const onPeriodChange = vi.fn();
    renderUsage({ onPeriodChange });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: TEXT.month }), '9');
    expect(onPeriodChange).toHaveBeenLastCalledWith({ year: 2026, month: 9 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: TEXT.year }), '2025');
    expect(onPeriodChange).toHaveBeenLastCalledWith({ year: 2025, month: 12 });
  });

  it('asks for a month before one is chosen, and says when nothing was ever downloaded', () => {
    const { update } = renderUsage({ period: null, videos: [] });
    expect(screen.getByText(TEXT.choosePeriod)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    update({
      periods: [],
      period: null,
      videos: [],
      emptyAction: <a href="/licensing/account/history">Your licences</a>,
    });
    expect(screen.getByText(TEXT.noPeriods)).toBeVisible();
    expect(screen.getByText(TEXT.noPeriodsHint)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your licences' })).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('holds the declaration of a month that is not over, saying from when it can be declared', async () => {
    const onDeclare = vi.fn();
    const onSave = vi.fn();
    renderUsage({ isOver: false, onDeclare, onSave, period: { year: 2026, month: 12 } });
    const declare = screen.getByRole('button', { name: TEXT.declare });

    expect(declare).toHaveAttribute('aria-disabled', 'true');
    expect(declare).toHaveAccessibleDescription(TEXT.notOverYet('December 2026', 'January 2027'));
    declare.focus();
    await userEvent.keyboard('{Enter}');
    expect(onDeclare).not.toHaveBeenCalled();

    // Saving does not wait for the month's end.
    await userEvent.click(usedBox('Kickflip down stairs'));
    await userEvent.click(screen.getByRole('button', { name: TEXT.save }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(['1254381', '1198734']);
  });

  it('links the CSV of a declared month, and not before', () => {
    const { update } = renderUsage({ csvHref: '/api/user/licensing/download/2026/10/usage.csv' });
    expect(screen.queryByRole('link', { name: TEXT.csv })).not.toBeInTheDocument();

    update({
      csvHref: '/api/user/licensing/download/2026/10/usage.csv',
      declareDate: '2026-11-02T10:00:00Z',
    });
    expect(screen.getByRole('link', { name: TEXT.csv })).toHaveAttribute(
      'href',
      '/api/user/licensing/download/2026/10/usage.csv',
    );
  });

  it('says when the month could not be loaded and tries again on request', async () => {
    const onRetry = vi.fn();
    const { update } = renderUsage({ status: 'loadFailed', onRetry });

    expect(within(screen.getByRole('alert')).getByText(TEXT.loadFailed)).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.declare })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();

    update({ status: 'loadFailed', errorMessage: MESSAGES.serverError });
    expect(within(screen.getByRole('alert')).getByText(MESSAGES.serverError)).toBeVisible();
  });

  it('keeps notes being typed when the month’s clips reload after a save, and starts them again for another month', async () => {
    const { update } = renderUsage({ note: '' });
    const notes = screen.getByRole('textbox', { name: TEXT.notes });
    await userEvent.click(notes);
    await userEvent.keyboard('Used in a recap');

    // The save's answer: the same month read again, its clips new objects.
    update({ note: '', videos: videos.map((row) => ({ ...row })) });
    expect(notes).toHaveValue('Used in a recap');

    update({ period: { year: 2026, month: 9 }, note: '', videos: videos.map((row) => ({ ...row })) });
    expect(screen.getByRole('textbox', { name: TEXT.notes })).toHaveValue('');
  });

  it('says a month without downloads is empty and still lets it be declared', async () => {
    const onDeclare = vi.fn();
    renderUsage({ videos: [], onDeclare });

    expect(screen.getByText(TEXT.emptyMonth('October 2026'))).toBeVisible();
    expect(screen.queryByRole('button', { name: TEXT.save })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXT.declare }));
    const dialog = await screen.findByRole('dialog', { name: TEXT.confirmTitle('October 2026') });
    expect(dialog.textContent).toContain(TEXT.emptyMonth('October 2026'));
    expect(dialog.textContent).toContain(TEXT.confirmNoNotes);
    await confirmDeclaration();
    expect(onDeclare).toHaveBeenCalledWith('');
  });

  it('shows a loading state without the list', () => {
    renderUsage({ status: 'loading' });

    expect(screen.getByRole('status')).toHaveTextContent(TEXT.loading);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: TEXT.title })).toHaveAttribute('aria-busy', 'true');
  });

  it('skips the save when no video changed', async () => {
    const onSave = vi.fn();
    renderUsage({ onSave });
    const save = screen.getByRole('button', { name: TEXT.save });

    save.focus();
    await userEvent.keyboard('{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAccessibleDescription(TEXT.nothingToSave);
  });

  it('saves the ids of the videos marked used once one changed', async () => {
    const onSave = vi.fn();
    renderUsage({ onSave });

    await userEvent.click(usedBox('Kickflip down stairs'));
    await userEvent.click(usedBox('Dog catches frisbee'));
    await userEvent.click(screen.getByRole('button', { name: TEXT.save }));

    expect(onSave).toHaveBeenCalledExactlyOnceWith(['1198734']);
  });

  it('treats toggling a video back as no change', async () => {
    renderUsage();

    await userEvent.click(usedBox('Kickflip down stairs'));
    await userEvent.click(usedBox('Kickflip down stairs'));

    expect(screen.getByRole('button', { name: TEXT.save })).toHaveAttribute('aria-disabled', 'true');
  });

  it('holds the declaration until changes are saved', async () => {
    const onDeclare = vi.fn();
    renderUsage({ onDeclare });
    await userEvent.click(usedBox('Kickflip down stairs'));
    const declare = screen.getByRole('button', { name: TEXT.declare });

    declare.focus();
    await userEvent.keyboard('{Enter}');

    expect(onDeclare).not.toHaveBeenCalled();
    expect(declare).toHaveAccessibleDescription(TEXT.saveFirst);
  });

  it('declares with the trimmed notes, starting from the saved note', async () => {
    const onDeclare = vi.fn();
    renderUsage({ onDeclare, note: 'Newsletter' });
    const notes = screen.getByRole('textbox', { name: TEXT.notes });
    expect(notes).toHaveValue('Newsletter');

    await userEvent.click(notes);
    await userEvent.keyboard('{End} and blog  ');
    await userEvent.click(screen.getByRole('button', { name: TEXT.declare }));
    expect(onDeclare).not.toHaveBeenCalled();
    await confirmDeclaration();

    expect(onDeclare).toHaveBeenCalledExactlyOnceWith('Newsletter and blog');
  });

  it.each([
    ['saving', TEXT.saving, TEXT.save],
    ['declaring', TEXT.declaring, TEXT.declare],
  ] as const)('while %s, announces it and ignores both buttons', async (status, text, busyButton) => {
    const onSave = vi.fn();
    const onDeclare = vi.fn();
    const { update } = renderUsage({ onSave, onDeclare });
    await userEvent.click(usedBox('Kickflip down stairs'));
    update({ status });

    for (const name of [TEXT.save, TEXT.declare]) {
      screen.getByRole('button', { name }).focus();
      await userEvent.keyboard('{Enter}');
    }

    expect(onSave).not.toHaveBeenCalled();
    expect(onDeclare).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: busyButton })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('region', { name: TEXT.title })).toHaveAttribute('data-state', status);
  });

  it('keeps unsaved ticks while a call runs and starts again from the new downloads', async () => {
    const { update } = renderUsage();
    await userEvent.click(usedBox('Kickflip down stairs'));

    update({ status: 'saving' });
    expect(usedBox('Kickflip down stairs')).toBeChecked();

    update({ status: 'saved', videos: videos.map((row) => ({ ...row, used: false })) });
    expect(usedBox('Kickflip down stairs')).not.toBeChecked();
    expect(usedBox('Dog catches frisbee')).not.toBeChecked();
    expect(screen.getByText(TEXT.saved)).toBeVisible();
  });

  it('says when the month was declared', () => {
    renderUsage({ status: 'declared', declareDate: '2026-11-02' });

    expect(screen.getByText(TEXT.declared('October 2026'))).toBeVisible();
    expect(screen.getByText(TEXT.declaredOn('02 Nov 26'))).toBeVisible();
  });

  it('shows a declared month as final: its ticks and notes are shown, not offered, and there is no Save', () => {
    renderUsage({ declareDate: '2026-11-02T10:00:00Z', note: 'Newsletter' });

    expect(usedBox('Dog catches frisbee')).toBeChecked();
    expect(usedBox('Dog catches frisbee')).toBeDisabled();
    expect(usedBox('Kickflip down stairs')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: TEXT.notes })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: TEXT.save })).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.nothingToSave)).not.toBeInTheDocument();
  });

  it('shows Declare as done once the month is declared, and ignores it, keeping focus', async () => {
    const onDeclare = vi.fn();
    const { update } = renderUsage({ onDeclare });
    const declare = screen.getByRole('button', { name: TEXT.declare });
    await userEvent.click(declare);
    await confirmDeclaration();
    expect(onDeclare).toHaveBeenCalledOnce();
    expect(declare).toHaveFocus();

    update({ status: 'declared' });

    expect(declare).toHaveAccessibleName(TEXT.declaredButton);
    expect(declare).toHaveAttribute('aria-disabled', 'true');
    expect(declare).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDeclare).toHaveBeenCalledOnce();
  });

  it('shows a month loaded as declared as done, with the date as the reason', async () => {
    const onDeclare = vi.fn();
    renderUsage({ onDeclare, declareDate: '2026-11-02' });
    const declare = screen.getByRole('button', { name: TEXT.declaredButton });

    expect(declare).toHaveAttribute('aria-disabled', 'true');
    expect(declare).toHaveAccessibleDescription(TEXT.declaredOn('02 Nov 26'));
    declare.focus();
    await userEvent.keyboard('{Enter}');
    expect(onDeclare).not.toHaveBeenCalled();
  });

  it("shows the server's text for a failed call, else the generic server error", () => {
    const { update } = renderUsage({ status: 'failed', errorMessage: 'Already declared.' });
    expect(screen.getByText('Already declared.')).toBeVisible();

    update({ status: 'failed', errorMessage: null });
    expect(screen.getByText(MESSAGES.serverError)).toBeVisible();
  });

  it('puts the used checkbox under the clip on a phone and beside it from md', async () => {
    await page.viewport(375, 740);
    renderUsage();
    const title = screen.getByText('Kickflip down stairs');
    const box = usedBox('Kickflip down stairs');
    expect(box.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);

    await page.viewport(1024, 800);
    expect(box.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  });
});
