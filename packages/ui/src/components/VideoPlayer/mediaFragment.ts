import { useEffect, type RefObject } from 'react';

/** The span of a file a `#t=` media fragment asks for, in seconds; `end` null when it runs to the file's end. */
export interface MediaSpan {
  start: number;
  end: number | null;
}

/**
 * The span a URL's temporal media fragment names (W3C Media Fragments: `#t=10,20`, `#t=,20`, `#t=10`,
 * `#t=npt:10,20`), or null when it names none. The demo library shares 12 footages among all its clips, and
 * each clip's `previewUrl` carries `#t=0,N`, N being the clip's own length up to the preview cap.
 */
export function mediaFragmentSpan(url: string | null | undefined): MediaSpan | null {
  const hash = url?.split('#')[1];
  if (!hash) return null;
  const t = new URLSearchParams(hash).get('t');
  if (t === null) return null;
  const match = /^(?:npt:)?(\d+(?:\.\d+)?)?(?:,(\d+(?:\.\d+)?))?$/.exec(t.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const start = match[1] === undefined ? 0 : Number(match[1]);
  const end = match[2] === undefined ? null : Number(match[2]);
  if (end !== null && end <= start) return null;
  return { start, end };
}

/** Browsers report the time a little past the span's end; closer than this counts as at the end. */
const AT_END = 0.05;

/**
 * Keeps a `<video>` inside its source's media fragment. Browsers start at the fragment and pause at its end,
 * but a second play runs on past it, `loop` never fires (the file has not ended) and seeking reaches the whole
 * file. So: at the end a looping video starts the span again and any other pauses; play at the end starts
 * the span again; a seek outside the span comes back into it. Without a fragment it does nothing.
 * `resetKey` changes when the element is replaced (a retry remounts it), so the listeners follow it.
 */
export function useMediaFragment(
  ref: RefObject<HTMLVideoElement | null>,
  src: string | null | undefined,
  { loop = false, resetKey }: { loop?: boolean; resetKey?: unknown } = {},
): void {
  useEffect(() => {
    const video = ref.current;
    const span = mediaFragmentSpan(src);
    if (!video || !span || span.end === null) return;
    const { start, end } = span as { start: number; end: number };

    const restart = () => {
      video.currentTime = start;
      void video.play().catch(() => {
        // Refused (autoplay rules) or unmounted mid-load: it stays paused at the start.
      });
    };
    const onTime = () => {
      if (video.currentTime < start - AT_END) {
        video.currentTime = start;
      } else if (video.currentTime >= end - AT_END) {
        if (loop) restart();
        else {
          if (!video.paused) video.pause();
          // A seek far past the end comes back to it, so the scrubber never shows the rest of the file.
          if (video.currentTime > end + AT_END) video.currentTime = end;
        }
      }
    };
    const onPlay = () => {
      if (video.currentTime >= end - AT_END) video.currentTime = start;
    };
    // The browser's own pause at the fragment's end: a looping preview goes round again.
    const onPause = () => {
      if (loop && video.currentTime >= end - AT_END) restart();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, [ref, src, loop, resetKey]);
}
