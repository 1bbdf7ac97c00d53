import type { CollectionSummary } from '@clipmarket/core';
import { Link } from 'wouter';
import { BROWSE_COPY } from './copy';
import { collectionHref } from './links';
import * as styles from './CollectionTile.styles';

/** Posters are 640 × 360; the attributes reserve their box before they load. */
export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;

/** A collection as a tile: cover, title and clip count, the whole tile one link. */
export function CollectionTile({
  collection,
  withDescription = false,
}: {
  collection: CollectionSummary;
  /** Shows the collection's description under its title (the collections page). */
  withDescription?: boolean;
}) {
  return (
    <Link href={collectionHref(collection.slug)} css={styles.tile}>
      {collection.imgUrl ? (
        <img
          src={collection.imgUrl}
          alt=""
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          loading="lazy"
          decoding="async"
          css={styles.tileImage}
        />
      ) : (
        <span css={styles.tileImage} aria-hidden="true" />
      )}
      <span css={styles.tileBody}>
        <span css={styles.tileTitle}>{collection.title}</span>
        {withDescription ? <span css={styles.tileDescription}>{collection.description}</span> : null}
        <span css={styles.tileMeta}>{BROWSE_COPY.clipCount(collection.videoCount)}</span>
      </span>
    </Link>
  );
}
