import {
  ApiRequestError,
  displayTitle,
  formatMessage,
  mapCreatePlaylistError,
  PAGE_SIZE,
  PAGES,
  type PlaylistCopiedResponse,
  type PlaylistVideosResponse,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, Pagination, SavedListItem, Skeleton, useSnackbar } from '@clipmarket/ui';
import { useCallback, useId, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useParams, useRoute, useSearchParams } from 'wouter';
import { call, isNotFound } from '../../api/client';
import { keys, matches } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { clipLineOf, lineKey, useCart, usePurchased, videoKey } from '../commerce';
import { clipDownloadHref } from '../downloads';
import { LISTS_COPY, PLAYLIST_COPY, SHARED_COPY } from './copy';
import { REVIEW_COPY } from './shareCopy';
import { GuestClip, GuestPanel, useGuestReview } from './SharedPlaylistReview';
import { TeamClipComments, useTeamComments } from './TeamComments';
import { totalPages } from './listsQuery';
import { nameProblem } from './PlaylistActions';
import { sharedPlaylistPath } from './sharedPlaylistPath';
import { TextDialog } from './PlaylistDialog';
import { serverMessage, useRevalidatePlaylists } from './usePlaylistData';
import { loginHrefFor } from '../../session/afterLogin';
import * as styles from './PlaylistPage.styles';

/**
 * `/shared/{uuid}?share=<token>`: a playlist shared by its link, for anyone holding the link, signed
 * in or not (ADR 32). It reads like the owner's playlist page (the same rows, full width), read only, with
 * "Save a copy" for a signed-in visitor and a way to sign in (and come back) for one signed out.
 *
 * `/account/team/lists/{uuid}`: the same view of a colleague's playlist for a member of their team (ADR 92),
 * with no link: the server reads the membership. There is no guest review there: colleagues comment on each
 * clip (the owner reads it in the playlist's review panel) and save a copy.
 */
export default function SharedPlaylistPage() {
  const { playlistId = '' } = useParams<{ playlistId: string }>();
  const [team] = useRoute(PAGES.teamPlaylist.pattern);
  const [params, setParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const share = team ? '' : (params.get('share') ?? '');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const offset = (page - 1) * PAGE_SIZE.default;
  const videos = useSWR(
    share || team ? [...keys.playlists.videos(playlistId, null, offset), 'shared', share] : null,
    () =>
      call(routes.playlistVideosEndpoint, {
        params: { uuid: playlistId },
        query: { offset, max: PAGE_SIZE.default, share: share || undefined },
      }),
    { keepPreviousData: true },
  );

  const code = params.get('guest');
  const dropCode = useCallback(
    () =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.delete('guest');
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const refresh = useCallback(() => void mutate(matches('playlists')), [mutate]);

  if ((!share && !team) || (videos.error && isNotFound(videos.error))) return <SharedPlaylistNotFound />;
  const refusal = videos.error instanceof ApiRequestError ? videos.error : null;
  if (refusal?.status === 410) {
    return (
      <PageShell heading={REVIEW_COPY.linkGoneHeading} lead={refusal.message}>
        <Link href={PAGES.search.path()} css={buttonStyles.primaryButton}>
          {SHARED_COPY.browse}
        </Link>
      </PageShell>
    );
  }
  if (refusal?.status === 403) {
    return (
      <PageShell heading={REVIEW_COPY.restrictedHeading} lead={refusal.message}>
        <GuestPanel
          uuid={playlistId}
          share={share}
          code={code}
          restricted
          guest={null}
          onIdentified={refresh}
          onCodeUsed={dropCode}
        />
      </PageShell>
    );
  }
  if (videos.error && !videos.data) {
    return (
      <PageShell heading={PLAYLIST_COPY.loadFailed}>
        <div css={styles.notice}>
          <Button onClick={() => void videos.mutate()}>{LISTS_COPY.retry}</Button>
        </div>
      </PageShell>
    );
  }
  if (!videos.data) {
    return (
      <PageShell heading={PLAYLIST_COPY.loading}>
        <Skeleton shape="block" css={styles.skeleton} />
      </PageShell>
    );
  }

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });

  return (
    <SharedPlaylistView
      answer={videos.data}
      team={team}
      share={share}
      code={code}
      onCodeUsed={dropCode}
      page={page}
      loading={videos.isValidating}
      onPageChange={setPage}
    />
  );
}

function SharedPlaylistNotFound() {
  return (
    <PageShell heading={SHARED_COPY.notFoundHeading} lead={SHARED_COPY.notFoundBody}>
      <Link href={PAGES.search.path()} css={buttonStyles.primaryButton}>
        {SHARED_COPY.browse}
      </Link>
    </PageShell>
  );
}

interface SharedPlaylistViewProps {
  answer: PlaylistVideosResponse;
  /** A colleague's playlist, read through the team rather than a link. */
  team: boolean;
  share: string;
  code: string | null;
  onCodeUsed: () => void;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
}

function SharedPlaylistView({
  answer,
  team,
  share,
  code,
  onCodeUsed,
  page,
  loading,
  onPageChange,
}: SharedPlaylistViewProps) {
  const { playlist, data: rows, total } = answer;
  // The owner sees the page as guests do, without reviewing their own playlist.
  const review = useGuestReview(playlist.uuid, share, !playlist.canModify && !team);
  const teamComments = useTeamComments(playlist.uuid, team && !playlist.canModify);
  const guest = review.mine.data?.guest ?? null;
  const { status, user } = useSession();
  const headingId = useId();
  const here = team
    ? PAGES.teamPlaylist.href({ playlistId: playlist.uuid })
    : sharedPlaylistPath(playlist.uuid, share);
  // The owner's read answers canModify; anyone else reads through the link.
  const owner = playlist.canModify;

  let aside = null;
  if (owner) {
    aside = (
      <Link href={PAGES.playlist.path({ playlistId: playlist.uuid })} css={buttonStyles.secondaryButton}>
        {SHARED_COPY.openOwn}
      </Link>
    );
  } else if (user) {
    aside = <SaveCopy uuid={playlist.uuid} name={playlist.name} share={share} />;
  } else if (status === 'loggedOut' || status === 'error') {
    aside = (
      <Link href={loginHrefFor(here)} css={buttonStyles.primaryButton}>
        {SHARED_COPY.signInToSave}
      </Link>
    );
  }

  return (
    <PageShell heading={playlist.name} lead={playlist.description ?? undefined} aside={aside}>
      <nav aria-label={PLAYLIST_COPY.breadcrumb} css={styles.breadcrumb}>
        {team ? (
          <Link href={PAGES.team.path()}>{SHARED_COPY.breadcrumbTeam}</Link>
        ) : (
          <Link href={`~${PAGES.home.href()}`}>{SHARED_COPY.breadcrumbHome}</Link>
        )}
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{team ? SHARED_COPY.breadcrumbTeamHere : SHARED_COPY.breadcrumbHere}</span>
      </nav>
      <p css={styles.readOnly}>
        {owner ? SHARED_COPY.ownerNote : team ? SHARED_COPY.teamReadOnly : SHARED_COPY.readOnly}
      </p>
      {owner || team || !review.mine.data ? null : (
        <GuestPanel
          uuid={playlist.uuid}
          share={share}
          code={code}
          restricted={review.mine.data.restricted}
          guest={guest}
          onIdentified={() => void review.mine.mutate()}
          onCodeUsed={onCodeUsed}
        />
      )}
      <section css={styles.videos} aria-labelledby={headingId}>
        <h2 id={headingId} css={styles.sectionHeading}>
          {PLAYLIST_COPY.videos}
          <span css={styles.folderCount}> {LISTS_COPY.videoCount(total)}</span>
        </h2>
        {rows.length === 0 ? (
          <p css={styles.muted}>{SHARED_COPY.empty}</p>
        ) : (
          <>
            <SharedRows
              rows={rows}
              review={owner || team ? null : review}
              reviewing={guest !== null}
              teamComments={team && !owner ? teamComments : null}
            />
            <Pagination
              css={styles.pagination}
              currentPage={page}
              totalPages={totalPages(total)}
              label={PLAYLIST_COPY.videosPaginationLabel}
              status={loading ? 'loading' : 'idle'}
              onPageChange={onPageChange}
            />
          </>
        )}
      </section>
    </PageShell>
  );
}

/**
 * The clips, as the playlist page shows them; a signed-in visitor adds one to their own cart. A guest (anyone but
 * the owner) plays each clip's preview under it, sees its clearance and price, and reviews it once they said who
 * they are.
 */
function SharedRows({
  rows,
  review,
  reviewing,
  teamComments,
}: {
  rows: PlaylistVideosResponse['data'];
  review: ReturnType<typeof useGuestReview> | null;
  reviewing: boolean;
  /** A colleague's playlist: the team's comments under each clip. */
  teamComments: ReturnType<typeof useTeamComments> | null;
}) {
  const { user } = useSession();
  const cart = useCart();
  const { isLicensed } = usePurchased();
  return (
    <ul css={styles.videoList}>
      {rows.map((video) => {
        const line = clipLineOf(cart.cart, video.jmId);
        const busy =
          cart.submitting.has(videoKey(video.jmId)) || (line && cart.submitting.has(lineKey(line.lineId)));
        return (
          <li key={video.jmId}>
            <SavedListItem
              video={video}
              href={PAGES.view.href({ videoId: video.jmId })}
              linkComponent={AppLink}
              status={busy ? 'cartSubmitting' : 'idle'}
              cartItems={cart.cart?.lines}
              licensed={isLicensed(video.jmId)}
              downloadHref={isLicensed(video.jmId) ? clipDownloadHref(video.jmId) : undefined}
              // The cart is a signed-in visitor's own; the playlist is not theirs, so no playlist is named.
              onAddToCart={user ? () => void cart.addVideo(video.jmId, 'basicPro') : undefined}
              onRemoveFromCart={
                user
                  ? () => {
                      if (line) void cart.removeLine(line);
                    }
                  : undefined
              }
            >
              {review ? (
                <GuestClip
                  video={video}
                  title={displayTitle(video)}
                  review={review.mine.data?.clips.find((clip) => clip.jmId === video.jmId)}
                  reviewing={reviewing}
                  saving={review.saving.has(video.jmId)}
                  error={review.errors[video.jmId]}
                  onReview={(change) => void review.review(video.jmId, change)}
                />
              ) : null}
              {teamComments ? (
                <TeamClipComments
                  title={displayTitle(video)}
                  clip={teamComments.thread.data?.clips.find((clip) => clip.jmId === video.jmId)}
                  saving={teamComments.saving.has(video.jmId)}
                  error={teamComments.errors[video.jmId]}
                  onComment={(text) => void teamComments.comment(video.jmId, text)}
                />
              ) : null}
            </SavedListItem>
          </li>
        );
      })}
    </ul>
  );
}

/** "Save a copy": names the copy (the original's name to start with) and makes it in the visitor's lists. */
function SaveCopy({ uuid, name, share }: { uuid: string; name: string; share: string }) {
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<PlaylistCopiedResponse | null>(null);

  async function save(value: string) {
    setBusy(true);
    setError(null);
    try {
      const copy = await call(routes.copyPlaylistEndpoint, {
        params: { uuid },
        body: { name: value, share: share || undefined },
      });
      setOpen(false);
      snackbar.enqueue({ message: SHARED_COPY.saved(copy.name), severity: 'success' });
      // The header's lists and the cards' saved marks now count the copy; its link shows once they do.
      await revalidate().catch(() => undefined);
      setSaved(copy);
    } catch (failure) {
      setError(formatMessage.error(mapCreatePlaylistError(serverMessage(failure))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div role="group" aria-label={SHARED_COPY.actions} css={styles.sharedActions}>
      <Button
        variant="primary"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {SHARED_COPY.saveCopy}
      </Button>
      <p role="status" css={styles.sharedStatus}>
        {saved ? (
          <>
            {SHARED_COPY.saved(saved.name)}{' '}
            <Link href={PAGES.playlist.path({ playlistId: saved.uuid })}>{SHARED_COPY.openCopy}</Link>
          </>
        ) : null}
      </p>
      <TextDialog
        open={open}
        title={SHARED_COPY.copyDialogTitle}
        label={SHARED_COPY.copyNameLabel}
        initialValue={name}
        maxLength={255}
        submitLabel={SHARED_COPY.saveCopy}
        validate={nameProblem}
        busy={busy}
        error={error}
        onSubmit={(value) => void save(value)}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
