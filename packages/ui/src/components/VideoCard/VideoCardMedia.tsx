import { useEffect, useRef, useState, version, type MouseEventHandler, type ReactNode } from 'react';
import { useMediaFragment } from '../VideoPlayer/mediaFragment';
import * as styles from './VideoCard.styles';
import type { VideoCardLinkComponent, VideoCardPosterLoading } from './VideoCard.types';
import { FilmIcon } from '../Icon';

// React 19 knows `fetchPriority`; React 18 warns about that spelling and writes the attribute only when given
// in lower case, which React 19 in turn warns about (ADR 96).
const FETCH_PRIORITY = Number.parseInt(version, 10) >= 19 ? 'fetchPriority' : 'fetchpriority';

export interface VideoCardMediaProps {
  title: string;
  href: string;
  link: VideoCardLinkComponent;
  imgUrl?: string | null | undefined;
  /** When the poster loads (see `VideoCardPosterLoading`). */
  posterLoading?: VideoCardPosterLoading;
  /** The preview to play; `undefined` while not previewing, so no `<video>` (and no request) exists. */
  previewSrc?: string | undefined;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Badges laid over the thumbnail, outside the link. */
  children?: ReactNode;
}

/**
 * The muted, looping preview, mounted only while the card previews. A `#t=0,N` fragment on the source (the
 * clip's own length) is the span it loops over.
 */
export function VideoCardPreview({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useMediaFragment(ref, src, { loop: true });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React writes `muted` as a property only (facebook/react#10389); browsers allow muted autoplay, so
    // make sure of it before asking to play.
    video.muted = true;
    video.play().catch(() => {
      // Refused autoplay, a missing file or an unmount mid-load: the poster stays, which is the fallback.
    });
  }, [src]);

  return (
    <video
      ref={ref}
      src={src}
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-playing={playing}
      onPlaying={() => setPlaying(true)}
      css={styles.previewVideo}
    />
  );
}

/**
 * The 16:9 thumbnail: a neutral placeholder, the poster over it, and the preview over that. It is a link
 * to the detail page for pointers and touch; keyboard and screen-reader users get the same link once,
 * from the title, so this one is out of the tab order and hidden from assistive technology.
 */
export function VideoCardMedia({
  title,
  href,
  link: Link,
  imgUrl,
  posterLoading = 'lazy',
  previewSrc,
  onClick,
  children,
}: VideoCardMediaProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const posterFailed = imgUrl != null && failedUrl === imgUrl;

  return (
    <div css={styles.mediaFrame}>
      <Link href={href} tabIndex={-1} aria-hidden="true" css={styles.thumbnailLink} onClick={onClick}>
        {!imgUrl || posterFailed ? (
          <span css={styles.placeholderIcon}>
            <FilmIcon />
          </span>
        ) : null}
        {imgUrl ? (
          <img
            src={imgUrl}
            alt={title}
            loading={posterLoading === 'lazy' ? 'lazy' : 'eager'}
            {...{ [FETCH_PRIORITY]: posterLoading === 'priority' ? 'high' : undefined }}
            decoding="async"
            data-failed={posterFailed}
            onError={() => setFailedUrl(imgUrl)}
            css={styles.poster}
          />
        ) : null}
        {previewSrc ? <VideoCardPreview src={previewSrc} /> : null}
      </Link>
      {children}
    </div>
  );
}
