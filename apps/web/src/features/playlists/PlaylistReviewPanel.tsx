import { PAGES, formatJvId, reviewVerdict, type PlaylistInfo } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, ClipReviewLog, EmptyState, InlineAlert, useSnackbar } from '@clipmarket/ui';
import { useId, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { AppLink } from '../../components/AppLink';
import { REVIEW_COPY } from './shareCopy';
import { serverMessage } from './usePlaylistData';
import * as styles from './PlaylistPage.styles';

/**
 * The owner's view of their shared playlist's client review (ADR 91): how many people reviewed it, each
 * reviewed clip with who decided what and when, and "License all approved", which adds the clips its guests
 * approved (and none rejected) to the cart in one step. Colleagues' comments (ADR 92) are in the same log.
 * Shown once the playlist is shared or was reviewed or commented on.
 */
export function PlaylistReviewPanel({ playlist }: { playlist: PlaylistInfo }) {
  const headingId = useId();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reviews = useSWR(['playlists', 'reviews', playlist.uuid], () =>
    call(routes.playlistReviewsEndpoint, { params: { uuid: playlist.uuid } }),
  );
  const data = reviews.data;
  if (!data || (data.clips.length === 0 && !playlist.share)) return null;
  const approved = data.clips.filter((clip) => reviewVerdict(clip.entries) === 'approved').length;

  async function licenseApproved() {
    setBusy(true);
    setError(null);
    try {
      const cart = await call(routes.addCartPlaylistEndpoint, {
        params: { uuid: playlist.uuid },
        body: { tier: 'basicPro', approvedOnly: true },
      });
      await mutate(keys.cart(), cart, { revalidate: false });
      snackbar.enqueue({ message: REVIEW_COPY.licensed(cart.added), severity: 'success' });
    } catch (failure) {
      setError(serverMessage(failure) ?? REVIEW_COPY.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section css={styles.reviewPanel} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {REVIEW_COPY.heading}
      </h2>
      {data.clips.length === 0 ? (
        <EmptyState description={REVIEW_COPY.none} />
      ) : (
        <>
          {/* Colleagues only comment (ADR 92): with no guest and no link there is nothing to approve. */}
          {data.guests > 0 || playlist.share ? (
            <>
              <p css={styles.muted}>
                {REVIEW_COPY.guests(data.guests)} · {REVIEW_COPY.approvedCount(approved)}
              </p>
              <div>
                <Button
                  variant="primary"
                  loading={busy}
                  disabled={approved === 0}
                  onClick={() => void licenseApproved()}
                >
                  {REVIEW_COPY.licenseApproved}
                </Button>
                {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
              </div>
            </>
          ) : null}
          <ul css={styles.reviewClips}>
            {data.clips.map((clip) => (
              <li key={clip.jmId}>
                <h3 css={styles.reviewClipTitle}>
                  <AppLink href={PAGES.view.href({ videoId: clip.jmId })}>
                    {clip.title ?? formatJvId(clip.jmId)}
                  </AppLink>
                </h3>
                <ClipReviewLog entries={clip.entries} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
