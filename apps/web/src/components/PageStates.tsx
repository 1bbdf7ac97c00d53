import { buttonStyles, EmptyState, InlineAlert, Skeleton, SkeletonGroup } from '@clipmarket/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_COPY } from '../copy';
import * as styles from './PageStates.styles';

/** A section's failure: what went wrong and a retry. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <InlineAlert tone="error" onRetry={onRetry} retryLabel={APP_COPY.retry}>
      {message}
    </InlineAlert>
  );
}

/** A section with nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <EmptyState role="status" title={children} />;
}

/** Placeholder clip cards while a row loads, the size of the cards they stand for (no layout shift). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <SkeletonGroup label={label} css={styles.grid}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} css={styles.skeletonCard}>
          <Skeleton shape="block" aspectRatio="16 / 9" css={styles.skeletonMedia} />
          <Skeleton lines={2} css={styles.skeletonText} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** A whole page's "there is nothing here" with the ways on: its h1, a sentence and links. */
export function NotFoundState({
  heading,
  body,
  links,
}: {
  heading: string;
  body: string;
  links: readonly { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <section css={styles.notFound} aria-labelledby="browse-not-found">
      <h1 id="browse-not-found" css={styles.notFoundHeading}>
        {heading}
      </h1>
      <p css={styles.notFoundBody}>{body}</p>
      <div css={styles.actions}>
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            css={[
              link.primary ? buttonStyles.primaryButton : buttonStyles.secondaryButton,
              buttonStyles.blockOnPhone,
            ]}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
