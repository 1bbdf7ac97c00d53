import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import {
  VIDEO_PLAYER_SEEK_SECONDS,
  VIDEO_PLAYER_TEXT,
  VideoPlayer,
  type BrightcovePlayerProps,
  type VideoPlayerProps,
} from '.';

const TITLE = 'Golden Retriever Catches Frisbee';
const SRC = '/media/previews/clip-01.mp4';
const POSTER = '/media/posters/clip-01.webp';

function renderPlayer(props: Partial<VideoPlayerProps> = {}) {
  return render(
    <ThemeProvider>
      <VideoPlayer title={TITLE} src={SRC} poster={POSTER} {...props} />
    </ThemeProvider>,
  );
}

function FakeBrightcove({ videoId, title, onReady }: BrightcovePlayerProps) {
  useEffect(() => onReady(), [onReady]);
  return <div role="img" aria-label={`Brightcove ${videoId}: ${title}`} />;
}

/**
 * The clip page as a shared link opens it: the player's HTML arrives from the server and its `<video>` loads
 * (or fails) before React hydrates it and attaches its handlers, so the media's own events are over by then.
 */
async function hydrateAfterMedia(props: Partial<VideoPlayerProps>, settled: 'loadedmetadata' | 'error') {
  const ui = (
    <ThemeProvider>
      <VideoPlayer title={TITLE} src={SRC} poster={POSTER} {...props} />
    </ThemeProvider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(ui);
  const video = container.querySelector('video')!;
  await new Promise<void>((resolve) => {
    if (settled === 'loadedmetadata' ? video.readyState >= 1 : video.error) resolve();
    else video.addEventListener(settled, () => resolve(), { once: true });
  });
  const recoverableErrors = vi.fn();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui, { onRecoverableError: recoverableErrors });
  });
  hydrated.push({ root: root!, container });
  // The same element was hydrated, not replaced by a fresh one that would load again.
  expect(container.querySelector('video')).toBe(video);
  expect(recoverableErrors).not.toHaveBeenCalled();
  return within(container).getByRole('group', { name: TITLE });
}

const hydrated: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
  cleanup();
  vi.restoreAllMocks();
});

describe('VideoPlayer', () => {
  it('plays a local file in a native player named after the clip, with its poster and controls', async () => {
    const onStatusChange = vi.fn();
    renderPlayer({ onStatusChange });
    const group = screen.getByRole('group', { name: TITLE });
    expect(group).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent(VIDEO_PLAYER_TEXT.loading);
    const video = group.querySelector('video')!;
    expect(video).toHaveAttribute('poster', POSTER);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName(TITLE);
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(onStatusChange).toHaveBeenLastCalledWith('ready'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves the spinner once hydrated when its media was ready before the page hydrated', async () => {
    const group = await hydrateAfterMedia({}, 'loadedmetadata');
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    expect(group.querySelector('[data-overlay="loading"]')).toBeNull();
  });

  it('shows the error once hydrated when its media failed before the page hydrated', async () => {
    const group = await hydrateAfterMedia({ src: '/media/previews/missing-clip.mp4' }, 'error');
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'error'));
    expect(within(group).getByRole('alert')).toHaveTextContent(VIDEO_PLAYER_TEXT.error);
  });

  it('adds the captions as tracks', () => {
    renderPlayer({
      captions: [
        { src: '/captions/en.vtt', srcLang: 'en', label: 'English', default: true },
        { src: '/captions/es.vtt', srcLang: 'es', label: 'Español', kind: 'subtitles' },
      ],
    });
    const tracks = document.querySelectorAll('track');
    expect(tracks).toHaveLength(2);
    expect(tracks[0]).toHaveAttribute('kind', 'captions');
    expect(tracks[0]).toHaveAttribute('srclang', 'en');
    expect(tracks[0]).toHaveAttribute('label', 'English');
    expect(tracks[0]).toHaveAttribute('default');
    expect(tracks[1]).toHaveAttribute('kind', 'subtitles');
  });

  it('describes its keyboard shortcuts to assistive technology', () => {
    renderPlayer();
    expect(document.querySelector('video')).toHaveAccessibleDescription(VIDEO_PLAYER_TEXT.shortcuts);
  });

  it('plays and pauses with K and Space, and mutes with M', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderPlayer();
    const video = document.querySelector('video')!;
    video.focus();
    await user.keyboard('k');
    expect(play).toHaveBeenCalledOnce();
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledTimes(2);
    vi.spyOn(video, 'paused', 'get').mockReturnValue(false);
    await user.keyboard('k');
    expect(pause).toHaveBeenCalledOnce();
    expect(video.muted).toBe(false);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
  });

  it(`skips ${VIDEO_PLAYER_SEEK_SECONDS} seconds with the arrow keys, never before the start nor past the end`, async () => {
    renderPlayer();
    const group = screen.getByRole('group', { name: TITLE });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    const video = document.querySelector('video')!;
    // The position is the element's own, so the test does not depend on how far Chromium has loaded the file
    // (in a full run under load a real seek did not always take). Duration 7 s: the second skip stops at the end.
    let position = 0;
    Object.defineProperty(video, 'currentTime', {
      get: () => position,
      set: (value: number) => (position = value),
    });
    Object.defineProperty(video, 'duration', { get: () => 7 });
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(VIDEO_PLAYER_SEEK_SECONDS);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(7);
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(0);
  });

  it('keeps the arrow keys inside the clip’s span of a shared preview', async () => {
    renderPlayer({ src: `${SRC}#t=0,8` });
    const group = screen.getByRole('group', { name: TITLE });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    const video = document.querySelector('video')!;
    let position = 5;
    Object.defineProperty(video, 'currentTime', {
      get: () => position,
      set: (value: number) => (position = value),
    });
    // The file runs 20 s; the clip is 8 s of it.
    Object.defineProperty(video, 'duration', { get: () => 20 });
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(8);
  });

  it('labels the footage as a preview while it loads and plays, unless told not to', async () => {
    renderPlayer();
    expect(screen.getByText(VIDEO_PLAYER_TEXT.preview)).toBeVisible();
    const group = screen.getByRole('group', { name: TITLE });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
    expect(screen.getByText(VIDEO_PLAYER_TEXT.preview)).toBeVisible();
    cleanup();
    renderPlayer({ label: null });
    expect(screen.queryByText(VIDEO_PLAYER_TEXT.preview)).not.toBeInTheDocument();
    cleanup();
    renderPlayer({ src: null });
    expect(screen.queryByText(VIDEO_PLAYER_TEXT.preview)).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the media fails, and loads it again on retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderPlayer({ src: '/media/previews/missing-clip.mp4', onRetry });
    expect(await screen.findByRole('alert')).toHaveTextContent(VIDEO_PLAYER_TEXT.error);
    const first = document.querySelector('video');
    await user.click(screen.getByRole('button', { name: VIDEO_PLAYER_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: TITLE })).toHaveAttribute('data-state', 'loading');
    expect(document.querySelector('video')).not.toBe(first);
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('covers a failed Brightcove player with an opaque panel, so the message is not read over its picture', async () => {
    function FailingBrightcove({ onError }: BrightcovePlayerProps) {
      useEffect(() => onError(), [onError]);
      return <div role="img" aria-label="Brightcove's own error screen" />;
    }
    renderPlayer({ brightcove: { videoId: '6312345678112', adapter: FailingBrightcove } });
    const panel = (await screen.findByRole('alert')).parentElement!;
    // An opaque colour computes to rgb(); a see-through one to rgba().
    expect(getComputedStyle(panel).backgroundColor).toMatch(/^rgb\(/);
    expect(screen.getByRole('button', { name: VIDEO_PLAYER_TEXT.retry })).toBeVisible();
  });

  it('says there is nothing to play when the clip has no file and no Brightcove id', () => {
    renderPlayer({ src: null, brightcove: { videoId: null, adapter: FakeBrightcove } });
    expect(screen.getByRole('group', { name: TITLE })).toHaveAttribute('data-state', 'noMedia');
    expect(screen.getByText(VIDEO_PLAYER_TEXT.noMedia)).toBeVisible();
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders the Brightcove adapter instead of the native player when given an id', async () => {
    renderPlayer({ brightcove: { videoId: '6312345678112', adapter: FakeBrightcove } });
    expect(screen.getByRole('img', { name: `Brightcove 6312345678112: ${TITLE}` })).toBeVisible();
    expect(document.querySelector('video')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: TITLE })).toHaveAttribute('data-state', 'ready'),
    );
  });

  it('shows the state it is given, whatever the media does', () => {
    renderPlayer({ status: 'error' });
    expect(screen.getByRole('group', { name: TITLE })).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_PLAYER_TEXT.error);
  });
});
