import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaFragmentSpan, useMediaFragment } from './mediaFragment';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('mediaFragmentSpan', () => {
  it.each([
    ['/media/previews/clip-01.mp4#t=0,8', { start: 0, end: 8 }],
    ['/media/previews/clip-01.mp4#t=2.5,7.25', { start: 2.5, end: 7.25 }],
    ['/media/previews/clip-01.mp4#t=,8', { start: 0, end: 8 }],
    ['/media/previews/clip-01.mp4#t=3', { start: 3, end: null }],
    ['/media/previews/clip-01.mp4#t=npt:0,20', { start: 0, end: 20 }],
    ['/media/previews/clip-01.mp4#xywh=0,0,10,10&t=0,4', { start: 0, end: 4 }],
  ])('reads the span of %s', (url, span) => {
    expect(mediaFragmentSpan(url)).toEqual(span);
  });

  it.each([
    null,
    undefined,
    '/media/previews/clip-01.mp4',
    '/media/previews/clip-01.mp4#',
    '/media/previews/clip-01.mp4#t=',
    '/media/previews/clip-01.mp4#t=8,2',
    '/media/previews/clip-01.mp4#t=abc',
    '/media/previews/clip-01.mp4#t=00:00:01,00:00:05',
  ])('names no span for %s', (url) => {
    expect(mediaFragmentSpan(url)).toBeNull();
  });
});

function Player({ src, loop }: { src: string; loop?: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useMediaFragment(ref, src, { loop });
  return <video ref={ref} data-testid="video" muted />;
}

/** The element's position made the test's own, so no real decoding or seeking is waited on. */
function controlled(video: HTMLVideoElement, duration = 20) {
  const state = { position: 0, paused: true };
  Object.defineProperty(video, 'currentTime', {
    get: () => state.position,
    set: (value: number) => (state.position = value),
  });
  Object.defineProperty(video, 'duration', { get: () => duration });
  Object.defineProperty(video, 'paused', { get: () => state.paused });
  const play = vi.spyOn(video, 'play').mockImplementation(async () => {
    state.paused = false;
  });
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => {
    state.paused = true;
  });
  return { state, play, pause };
}

describe('useMediaFragment', () => {
  it('stops a playing video at the end of its span, not at the end of the file', () => {
    const { getByTestId } = render(<Player src="/media/previews/clip-01.mp4#t=0,8" />);
    const video = getByTestId('video') as HTMLVideoElement;
    const { state, pause } = controlled(video);
    state.paused = false;
    state.position = 5;
    fireEvent.timeUpdate(video);
    expect(pause).not.toHaveBeenCalled();
    state.position = 8.02;
    fireEvent.timeUpdate(video);
    expect(pause).toHaveBeenCalledOnce();
  });

  it('plays the span again from its start when play is pressed at its end', () => {
    const { getByTestId } = render(<Player src="/media/previews/clip-01.mp4#t=0,8" />);
    const video = getByTestId('video') as HTMLVideoElement;
    const { state } = controlled(video);
    state.position = 8;
    fireEvent.play(video);
    expect(video.currentTime).toBe(0);
  });

  it('brings a seek past the span back to its end', () => {
    const { getByTestId } = render(<Player src="/media/previews/clip-01.mp4#t=0,8" />);
    const video = getByTestId('video') as HTMLVideoElement;
    const { state } = controlled(video);
    state.position = 15;
    fireEvent(video, new Event('seeked'));
    expect(video.currentTime).toBe(8);
  });

  it('loops a looping preview within its span', () => {
    const { getByTestId } = render(<Player src="/media/previews/clip-01.mp4#t=0,4" loop />);
    const video = getByTestId('video') as HTMLVideoElement;
    const { state, play } = controlled(video);
    state.paused = false;
    state.position = 4.01;
    fireEvent.timeUpdate(video);
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledOnce();
    // The browser's own pause at the fragment's end goes round again too.
    state.position = 4;
    state.paused = true;
    fireEvent.pause(video);
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('leaves a video without a fragment alone', () => {
    const { getByTestId } = render(<Player src="/media/previews/clip-01.mp4" loop />);
    const video = getByTestId('video') as HTMLVideoElement;
    const { state, play, pause } = controlled(video);
    state.paused = false;
    state.position = 19.9;
    fireEvent.timeUpdate(video);
    fireEvent.play(video);
    expect(video.currentTime).toBe(19.9);
    expect(play).not.toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
  });
});
