import { Button, buttonStyles, VisuallyHidden } from '@clipmarket/ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_COPY } from '../copy';
import * as styles from './PageStates.styles';

/** A section's failure: what went wrong and a retry. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div css={styles.notice} data-tone="danger">
      <p role="alert" css={styles.noticeText}>
        {message}
      </p>
      <Button size="sm" onClick={onRetry}>
        {APP_COPY.retry}
      </Button>
    </div>
  );
}

/** A section with nothing in it. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" css={[styles.notice, styles.noticeText]}>
      {children}
    </p>
  );
}

/** Placeholder clip cards while a row loads, the size of the cards they stand for (no layout shift). */
export function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <>
      <VisuallyHidden as="p" role="status">
        {label}
      </VisuallyHidden>
      <ul css={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} css={styles.skeletonCard}>
            <div css={styles.skeletonMedia} />
            <div css={styles.skeletonLine} />
            <div css={styles.skeletonLineShort} />
          </li>
        ))}
      </ul>
    </>
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
