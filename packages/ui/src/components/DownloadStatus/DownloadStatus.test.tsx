import { MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { DOWNLOAD_STATUS_TEXT, DownloadStatus, type DownloadStatusProps } from '.';

function renderStatus(props: Partial<DownloadStatusProps> = {}) {
  const all: DownloadStatusProps = {
    status: 'inProgress',
    playlistName: 'Pets',
    downloadUrl: '/downloads/pets.zip',
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    ...props,
  };
  const view = render(
    <ThemeProvider>
      <DownloadStatus {...all} />
    </ThemeProvider>,
  );
  return {
    ...view,
    update: (next: Partial<DownloadStatusProps>) =>
      view.rerender(
        <ThemeProvider>
          <DownloadStatus {...all} {...next} />
        </ThemeProvider>,
      ),
  };
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('DownloadStatus', () => {
  it('says it is checking while the status is fetched, with nothing to press', () => {
    renderStatus({ status: 'fetching' });

    const group = screen.getByRole('group', { name: DOWNLOAD_STATUS_TEXT.groupName('Pets') });
    expect(group).toHaveAttribute('data-state', 'fetching');
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_STATUS_TEXT.fetching);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the spec's in-progress message and that it checks again every 15 seconds", () => {
    renderStatus();

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.downloadInProgress);
    expect(screen.getByText('We check again every 15 seconds.')).toBeVisible();
  });

  it('says when polling is paused', () => {
    renderStatus({ polling: 'paused' });

    expect(screen.getByText(DOWNLOAD_STATUS_TEXT.pausedHint)).toBeVisible();
    expect(screen.getByRole('group')).toHaveAttribute('data-polling', 'paused');
  });

  it('cancels an in-progress download from its button, without a confirmation step', async () => {
    const onCancel = vi.fn();
    renderStatus({ onCancel });

    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }));

    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('ignores Cancel while the cancel call runs and keeps focus on it', async () => {
    const onCancel = vi.fn();
    renderStatus({ status: 'canceling', onCancel });
    const cancel = screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel });

    cancel.focus();
    await userEvent.keyboard('{Enter}');

    expect(onCancel).not.toHaveBeenCalled();
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_STATUS_TEXT.canceling);
  });

  it('has no Cancel without onCancel', () => {
    renderStatus({ onCancel: undefined });

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('links to the zip once completed', () => {
    renderStatus({ status: 'completed' });

    expect(screen.getByRole('status')).toHaveTextContent(DOWNLOAD_STATUS_TEXT.completed);
    const link = screen.getByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink('Pets') });
    expect(link).toHaveAttribute('href', '/downloads/pets.zip');
    expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the download was canceled and offers to start it again', async () => {
    const onRetry = vi.fn();
    renderStatus({ status: 'canceled', onRetry });

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.downloadCanceled);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.restart }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows the server's errorMessage when the download failed, and offers Try again", async () => {
    const onRetry = vi.fn();
    renderStatus({ status: 'failed', errorMessage: 'Download host unavailable', onRetry });

    expect(screen.getByRole('status')).toHaveTextContent('Download host unavailable');
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('falls back to the generic server error when the failure has no message', () => {
    renderStatus({ status: 'failed', errorMessage: '  ' });

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.serverError);
  });

  it('moves focus to the message when the focused Cancel button goes away', async () => {
    const { update } = renderStatus();
    screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }).focus();

    update({ status: 'canceling' });
    expect(screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel })).toHaveFocus();

    update({ status: 'canceled' });
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.downloadCanceled);
  });

  it('leaves focus alone when it was elsewhere on the page', () => {
    const { update } = renderStatus();
    render(<button type="button">Elsewhere</button>);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();

    update({ status: 'completed' });

    expect(elsewhere).toHaveFocus();
  });

  it('keeps the text of a download link that wraps on a phone clear of its top and bottom edges', async () => {
    await page.viewport(375, 740);
    const name = 'Road trips, scenic drives and every sunset we filmed along the coast this summer';
    renderStatus({ status: 'completed', playlistName: name });
    const link = screen.getByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink(name) });
    const style = getComputedStyle(link);
    // More than one line of text: the label wrapped.
    expect(link.getBoundingClientRect().height).toBeGreaterThan(2 * parseFloat(style.lineHeight));
    expect(parseFloat(style.paddingTop)).toBeGreaterThanOrEqual(8);
    expect(parseFloat(style.paddingBottom)).toBeGreaterThanOrEqual(8);
  });

  it('uses a generic name and link without a playlist name', () => {
    renderStatus({ status: 'completed', playlistName: undefined });

    expect(screen.getByRole('group', { name: DOWNLOAD_STATUS_TEXT.groupNameNoPlaylist })).toBeVisible();
    expect(screen.getByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLinkNoPlaylist })).toBeVisible();
  });

  it('says until when a ready zip is kept, and why an expired one is gone, offering to prepare it again', async () => {
    const view = renderStatus({ status: 'completed', expiresAt: '2026-12-09T10:00:00.000Z' });
    expect(
      screen.getByText(
        'Kept until 9 December 2026 unless you download it again; after that it can be prepared again.',
      ),
    ).toBeVisible();
    view.unmount();
    const expired = 'This download was removed after 7 days without being downloaded.';
    const onRetry = vi.fn();
    renderStatus({ status: 'canceled', canceledMessage: expired, onRetry });
    expect(screen.getByRole('status')).toHaveTextContent(expired);
    await userEvent.click(screen.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.restart }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
