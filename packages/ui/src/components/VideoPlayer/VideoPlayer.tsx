import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import * as styles from './VideoPlayer.styles';
import { mediaFragmentSpan, useMediaFragment } from './mediaFragment';
import { VIDEO_PLAYER_SEEK_SECONDS, VIDEO_PLAYER_TEXT } from './videoPlayerText';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Spinner } from '../Spinner';

/**
 * The player's state: `loading` until the first frame is ready, `ready`, `error` (the media failed to load
 * or decode) or `noMedia` (the clip has neither a file nor a Brightcove id).
 */
export type VideoPlayerStatus = 'loading' | 'ready' | 'error' | 'noMedia';

/** A captions (or subtitles) file for the native player: a WebVTT URL. */
export interface VideoPlayerCaptionTrack {
  /** URL of a WebVTT file. */
  src: string;
  /** Language of the text, e.g. 'en'. */
  srcLang: string;
  /** The name shown in the player's captions menu, e.g. 'English'. */
  label: string;
  /**
   * `captions` (dialogue and sounds) or `subtitles` (dialogue only).
   * @default 'captions'
   */
  kind?: 'captions' | 'subtitles';
  /**
   * Shown without the viewer turning it on.
   * @default false
   */
  default?: boolean;
}

/** What the player hands a Brightcove adapter. */
export interface BrightcovePlayerProps {
  /** The clip's `brightCoveVideoId`. */
  videoId: string;
  /** The clip's display title; the adapter names its player after it. */
  title: string;
  /** Poster to show before playback. */
  poster?: string | undefined;
  /** Captions the adapter may load in its own way. */
  captions: readonly VideoPlayerCaptionTrack[];
  /** The adapter calls this once its player can play. */
  onReady: () => void;
  /** The adapter calls this when its player or the video failed. */
  onError: () => void;
}

/**
 * Renders a Brightcove player. The app supplies one that loads Brightcove's player for its account; the
 * package never loads an outside script itself (nothing from a CDN unless the app configures it).
 */
export type BrightcoveAdapter = ComponentType<BrightcovePlayerProps>;

export interface VideoPlayerProps {
  /** The clip's display title: the player's accessible name. */
  title: string;
  /**
   * URL of a local file (`previewUrl`, e.g. `/media/previews/clip-01.mp4#t=0,8`) played by the native
   * `<video>`. A `#t=start,end` media fragment limits playback, seeking and the arrow keys to that span.
   */
  src?: string | null;
  /** Poster shown before playback and behind the loading, error and no-media states. */
  poster?: string | null;
  /**
   * Plays through Brightcove instead of the native element: the clip's `brightCoveVideoId` and the app's
   * adapter. Pass it only when a Brightcove account is configured; it wins over `src`.
   */
  brightcove?: { videoId: string | null | undefined; adapter: BrightcoveAdapter } | undefined;
  /**
   * Captions for the native player, as `<track>` elements.
   * @default []
   */
  captions?: readonly VideoPlayerCaptionTrack[];
  /**
   * Start playing as soon as possible; browsers allow it only muted.
   * @default false
   */
  autoPlay?: boolean;
  /**
   * Start muted.
   * @default false
   */
  muted?: boolean;
  /**
   * Drives the state from outside (e.g. to show `loading` while the app still resolves the clip). Leave
   * unset and the player follows its media.
   */
  status?: VideoPlayerStatus;
  /** Called whenever the media moves the player to another state. */
  onStatusChange?: (status: VideoPlayerStatus) => void;
  /**
   * Called by the error state's retry button, after the player has reloaded its media.
   */
  onRetry?: () => void;
  /**
   * The label shown over the footage while it loads and plays; `null` for none (a licensed file).
   * @default 'Preview'
   */
  label?: string | null;
  /** Class of the root element. */
  className?: string;
}

const NO_CAPTIONS: readonly VideoPlayerCaptionTrack[] = [];

/** Plays a clip: native `<video>` for local files, or a Brightcove player through an injected adapter. */
export function VideoPlayer({
  title,
  src,
  poster,
  brightcove,
  captions = NO_CAPTIONS,
  autoPlay = false,
  muted = false,
  status: controlledStatus,
  onStatusChange,
  onRetry,
  label = VIDEO_PLAYER_TEXT.preview,
  className,
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const shortcutsId = useId();
  const brightcoveId = brightcove?.videoId ?? null;
  const source = brightcoveId ? `brightcove:${brightcoveId}` : (src ?? null);
  const [attempt, setAttempt] = useState(0);
  const [media, setMedia] = useState<{ key: string | null; status: VideoPlayerStatus }>({
    key: null,
    status: 'loading',
  });
  const mediaKey = source === null ? null : `${source}#${attempt}`;
  // A new source starts loading again: state is keyed by the source it belongs to.
  const ownStatus: VideoPlayerStatus =
    source === null ? 'noMedia' : media.key === mediaKey ? media.status : 'loading';
  const status = controlledStatus ?? ownStatus;

  const lastReported = useRef<VideoPlayerStatus | null>(null);
  useEffect(() => {
    if (lastReported.current !== ownStatus) {
      lastReported.current = ownStatus;
      onStatusChange?.(ownStatus);
    }
  }, [ownStatus, onStatusChange]);

  // Stable for the life of one source, so an adapter may list them as effect dependencies; a repeated
  // report keeps the same state object, so it renders nothing.
  const settle = useCallback(
    (next: 'ready' | 'error') =>
      setMedia((current) =>
        current.key === mediaKey && current.status === next ? current : { key: mediaKey, status: next },
      ),
    [mediaKey],
  );
  const nativeSrc = brightcoveId ? null : (src ?? null);
  // A server-rendered page's <video> starts loading before React hydrates it, so its `loadedmetadata` or
  // `error` may have fired before the handlers below were attached: on mounting an element, read where the
  // media already is. Anything later reaches the handlers.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !nativeSrc) return;
    if (video.error) settle('error');
    else if (video.readyState >= HTMLMediaElement.HAVE_METADATA) settle('ready');
  }, [nativeSrc, settle]);
  useMediaFragment(videoRef, nativeSrc, { resetKey: mediaKey });
  const spanEnd = mediaFragmentSpan(nativeSrc)?.end ?? null;
  const onAdapterReady = useCallback(() => settle('ready'), [settle]);
  const onAdapterError = useCallback(() => settle('error'), [settle]);

  const retry = () => {
    setAttempt((n) => n + 1);
    onRetry?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    // preventDefault keeps the browser's own handling of these keys from acting a second time.
    if (key === ' ' || key === 'k') {
      event.preventDefault();
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
    } else if (key === 'arrowleft' || key === 'arrowright') {
      event.preventDefault();
      const step = key === 'arrowleft' ? -VIDEO_PLAYER_SEEK_SECONDS : VIDEO_PLAYER_SEEK_SECONDS;
      const end = spanEnd ?? (Number.isFinite(video.duration) ? video.duration : Infinity);
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + step));
    } else if (key === 'm') {
      event.preventDefault();
      video.muted = !video.muted;
    }
  };

  const Adapter = brightcove?.adapter;

  return (
    <div
      role="group"
      aria-label={title}
      data-state={status}
      data-engine={brightcoveId ? 'brightcove' : 'native'}
      css={styles.root}
      className={className}
    >
      {/* The native element shows its own poster; no media and a loading adapter need one behind their
          overlay. The error overlay is solid, so nothing is drawn under it. */}
      {poster && (status === 'noMedia' || (brightcoveId && status === 'loading')) ? (
        <img src={poster} alt="" css={styles.poster} />
      ) : null}

      {brightcoveId && Adapter ? (
        <div css={styles.adapter} key={mediaKey}>
          <Adapter
            videoId={brightcoveId}
            title={title}
            poster={poster ?? undefined}
            captions={captions}
            onReady={onAdapterReady}
            onError={onAdapterError}
          />
        </div>
      ) : null}

      {!brightcoveId && src ? (
        <>
          {/* The rule cannot see tracks made from a list: captions come from the `captions` prop below. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            key={mediaKey}
            ref={videoRef}
            src={src}
            poster={poster ?? undefined}
            controls
            playsInline
            preload="metadata"
            autoPlay={autoPlay}
            muted={muted}
            aria-label={title}
            aria-describedby={shortcutsId}
            css={styles.video}
            onLoadedMetadata={() => settle('ready')}
            onError={() => settle('error')}
            onKeyDown={onKeyDown}
          >
            {captions.map((track) => (
              <track
                key={`${track.srcLang}:${track.src}`}
                kind={track.kind ?? 'captions'}
                src={track.src}
                srcLang={track.srcLang}
                label={track.label}
                default={track.default}
              />
            ))}
          </video>
          <VisuallyHidden as="p" id={shortcutsId}>
            {VIDEO_PLAYER_TEXT.shortcuts}
          </VisuallyHidden>
        </>
      ) : null}

      {label && (status === 'loading' || status === 'ready') ? (
        <span css={styles.label} data-label>
          {label}
        </span>
      ) : null}

      {status === 'loading' ? (
        <div css={styles.overlay} data-overlay="loading">
          <Spinner size="lg" />
          <VisuallyHidden as="p" role="status">
            {VIDEO_PLAYER_TEXT.loading}
          </VisuallyHidden>
        </div>
      ) : null}

      {status === 'error' ? (
        <div css={styles.overlay} data-overlay="error">
          <p role="alert" css={styles.overlayText}>
            {VIDEO_PLAYER_TEXT.error}
          </p>
          {source !== null ? (
            <Button variant="primary" onClick={retry}>
              {VIDEO_PLAYER_TEXT.retry}
            </Button>
          ) : null}
        </div>
      ) : null}

      {status === 'noMedia' ? (
        <div css={styles.overlay} data-overlay="noMedia">
          <p css={styles.overlayText}>{VIDEO_PLAYER_TEXT.noMedia}</p>
        </div>
      ) : null}
    </div>
  );
}
