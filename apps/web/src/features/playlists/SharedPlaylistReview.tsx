import {
  ApiRequestError,
  CLEARANCE_LABELS,
  type GuestClipReview,
  type PlaylistVideoRow,
  type ReviewDecision,
  type SharedReviewsResponse,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { ClipReview, GuestIdentityForm } from '@clipmarket/ui';
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { lowestTier, useProducts } from '../commerce';
import { REVIEW_COPY } from './shareCopy';
import * as styles from './PlaylistPage.styles';

/** The message of a refused call, or the copy's own when there is none to show. */
const messageOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : REVIEW_COPY.failed;

/**
 * A guest's review of a shared playlist (ADR 91): who they review as (their name and e-mail, once per browser;
 * on a link limited to named addresses, a sign-in link by mail that this page opens), and their decisions and
 * comments per clip.
 */
export function useGuestReview(uuid: string, share: string, enabled: boolean) {
  const key = enabled ? ['playlists', 'guestReview', uuid, share] : null;
  const mine = useSWR(key, () => call(routes.sharedReviewsEndpoint, { params: { uuid }, query: { share } }));
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  async function review(jmId: string, change: { decision?: ReviewDecision | null; comment?: string }) {
    setSaving((current) => new Set(current).add(jmId));
    setErrors(({ [jmId]: _, ...rest }) => rest);
    try {
      const clip = await call(routes.sharedReviewEndpoint, {
        params: { uuid },
        body: { share, jmId, ...change },
      });
      await mine.mutate(
        (data) => data && { ...data, clips: [...data.clips.filter((item) => item.jmId !== clip.jmId), clip] },
        { revalidate: false },
      );
    } catch (error) {
      setErrors((current) => ({ ...current, [jmId]: messageOf(error) }));
      // Refused as no guest (a new link, or an address taken off the list): read again who this browser is.
      // The page may be gone by then, and the read with it; nothing is left to tell.
      if (error instanceof ApiRequestError && error.status === 401) mine.mutate().catch(() => undefined);
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(jmId);
        return next;
      });
    }
  }

  return { mine, saving, errors, review };
}

export interface GuestPanelProps {
  uuid: string;
  share: string;
  /** The code of a mailed sign-in link (`?guest=`), opened once. */
  code: string | null;
  restricted: boolean;
  guest: SharedReviewsResponse['guest'];
  /** After the guest said who they are, or opened their link. */
  onIdentified: () => void;
  /** Drops `?guest=` from the address once it was used. */
  onCodeUsed: () => void;
}

/**
 * Above the clips: who the guest reviews as, or the form that asks (a name and e-mail; on a limited link, an
 * address to mail a sign-in link to). A sign-in link's code in the address is opened here, once.
 */
export function GuestPanel({
  uuid,
  share,
  code,
  restricted,
  guest,
  onIdentified,
  onCodeUsed,
}: GuestPanelProps) {
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent'>('idle');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (!code || opened.current) return;
    opened.current = true;
    setStatus('submitting');
    call(routes.sharedGuestVerifyEndpoint, { params: { uuid }, body: { share, code } })
      .then(() => {
        setStatus('idle');
        onIdentified();
      })
      .catch((failure: unknown) => {
        setStatus('idle');
        setError(messageOf(failure));
      })
      .finally(onCodeUsed);
  }, [code, uuid, share, onIdentified, onCodeUsed]);

  if (guest) {
    return (
      <p css={styles.readOnly} role="status">
        {REVIEW_COPY.reviewingAs(guest.name, guest.email)}
      </p>
    );
  }

  return (
    <GuestIdentityForm
      css={styles.guestForm}
      restricted={restricted}
      status={status}
      sentTo={sentTo}
      error={error}
      onSubmit={async (value) => {
        setStatus('submitting');
        setError(null);
        try {
          const answer = await call(routes.sharedGuestEndpoint, {
            params: { uuid },
            body: { share, ...value },
          });
          if (answer.status === 'link-sent') {
            setSentTo(value.email);
            setStatus('sent');
          } else {
            setStatus('idle');
            onIdentified();
          }
        } catch (failure) {
          setError(messageOf(failure));
          setStatus('idle');
        }
      }}
    />
  );
}

export interface GuestClipProps {
  video: PlaylistVideoRow;
  title: string;
  review: GuestClipReview | undefined;
  reviewing: boolean;
  saving: boolean;
  error: string | undefined;
  onReview: (change: { decision?: ReviewDecision | null; comment?: string }) => void;
}

/** Under a clip's row, for a guest: its watermarked preview, clearance and price, and their review of it. */
export function GuestClip({ video, title, review, reviewing, saving, error, onReview }: GuestClipProps) {
  const products = useProducts();
  const from = lowestTier(products.data);
  const clearance = video.aci ? CLEARANCE_LABELS[video.aci].label : null;
  return (
    <div css={styles.guestClip}>
      {video.previewUrl ? (
        // The same silent, watermarked preview the clip page plays, which has no caption track either.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          css={styles.guestPreview}
          controls
          preload="none"
          playsInline
          poster={video.imgUrl ?? undefined}
          src={video.previewUrl}
          aria-label={REVIEW_COPY.preview(title)}
        />
      ) : null}
      <p css={styles.guestFacts}>
        {[clearance, from ? REVIEW_COPY.from(from.price) : null].filter(Boolean).join(' · ')}
      </p>
      {reviewing ? (
        <ClipReview
          clipTitle={title}
          decision={review?.decision ?? null}
          comments={review?.comments ?? []}
          status={saving ? 'saving' : 'idle'}
          error={error ?? null}
          onDecide={(decision) => onReview({ decision })}
          onComment={(comment) => onReview({ comment })}
        />
      ) : null}
    </div>
  );
}
