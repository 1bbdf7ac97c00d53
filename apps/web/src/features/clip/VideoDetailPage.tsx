import {
  CARD_TEXT,
  LIMITS,
  MESSAGES,
  displayTitle,
  isFavourite,
  isInternalViewer,
  PAGES,
  type VideoDocument,
} from '@clipmarket/core';
import {
  ArrowLeftIcon,
  Button,
  buttonStyles,
  isInternalCategory,
  ResultsGrid,
  type ResultsGridStatus,
  VIDEO_DETAILS_TEXT,
  VideoDetailsAdditionalInfo,
  type VideoDetailsAdditionalInfoStatus,
  VideoDetailsDescription,
  VideoDetailsFacts,
  VideoDetailsLoading,
  VideoDetailsSaveIcon,
  VideoDetailsTitleBlock,
  VideoPlayer,
  VisuallyHidden,
} from '@clipmarket/ui';
import { useId, type MouseEvent } from 'react';
import { preload } from 'react-dom';
import { Link, useParams } from 'wouter';
import { useSession } from '../../session/AuthProvider';
import { useLoginModal } from '../auth';
import { AppLink, usePrevPath } from '../../components/AppLink';
import * as layout from '../../components/Layout.styles';
import { useSavedClips, useSaveToPlaylist } from '../playlists';
import { clipLineOf, LicenceChoice, useCart } from '../commerce';
import { ClipCompButton, ClipDownloadButton } from '../downloads';
import { APP_COPY } from '../../copy';
import { useDocumentTitle } from '../../useDocumentTitle';
import { usePageHead } from '../../head/usePageHead';
import { NotFoundState } from '../../components/PageStates';
import * as states from '../../components/PageStates.styles';
import { CLIP_COPY, backPlace } from './copy';
import { SimilarClipsLink, tagSearchHref, useNewSimilarClipsHref } from '../search';
import { isNotFound } from '../../api/client';
import { useSimilarClips, useVideo, useVideoDetails } from './useClipData';
import { useRecordView } from './useRecordView';
import * as styles from './VideoDetailPage.styles';

const copy = CLIP_COPY;
/** The detail layout's labels, shared with the ui package's VideoDetails so both read the same. */
const labels = VIDEO_DETAILS_TEXT;

/**
 * A clip's page (`/view/{videoId}`): player, titles, JV#, D and A meanings, the licence and save
 * actions, dates, duration, location, clearance, description, tags as searches, the signed-in additional
 * info, and similar clips. Opened from a card, it offers the way back to that page.
 */
export default function VideoDetailPage() {
  const { videoId = '' } = useParams<{ videoId: string }>();
  const { data: video, error, mutate } = useVideo(videoId);

  if (error && isNotFound(error)) return <VideoNotFound />;

  return (
    <div css={[layout.container, styles.page]}>
      <BackLink />
      {video ? (
        <VideoReady video={video} />
      ) : error ? (
        <VideoError onRetry={() => void mutate()} />
      ) : (
        <VideoLoading />
      )}
    </div>
  );
}

/** "Back to search results": to the page the clip was opened from, when it was opened from a card. */
function BackLink() {
  const prevPath = usePrevPath();
  if (!prevPath) return null;
  const place = backPlace(prevPath);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    // The page it came from is the previous history entry: going back keeps its scroll and its state.
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href={prevPath} onClick={onClick} css={[buttonStyles.textLink, styles.back]}>
      <ArrowLeftIcon />
      {place ? copy.backTo(place) : copy.back}
    </a>
  );
}

function VideoLoading() {
  useDocumentTitle(copy.loadingTitle);
  return <VideoDetailsLoading />;
}

function VideoError({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(`${copy.errorHeading} — Clipmarket`);
  return (
    <section css={[states.notFound]} aria-labelledby="video-error">
      <h1 id="video-error" css={states.notFoundHeading}>
        {copy.errorHeading}
      </h1>
      <p role="alert" css={states.notFoundBody}>
        {copy.errorBody}
      </p>
      <Button variant="primary" onClick={onRetry}>
        {APP_COPY.retry}
      </Button>
    </section>
  );
}

function VideoNotFound() {
  usePageHead({ title: `${MESSAGES.noVideoFound} — Clipmarket`, noindex: true });
  return (
    <div css={layout.container}>
      <NotFoundState
        heading={MESSAGES.noVideoFound}
        body={copy.notFoundBody}
        links={[
          { href: PAGES.search.path(), label: copy.searchLink, primary: true },
          { href: `~${PAGES.home.href()}`, label: copy.homeLink },
        ]}
      />
    </div>
  );
}

function VideoReady({ video }: { video: VideoDocument }) {
  const title = displayTitle(video);
  usePageHead({
    title: copy.documentTitle(title),
    description: video.publishingDescription,
    canonical: PAGES.view.href({ videoId: video.jmId }),
    image: video.imgUrl,
    imageAlt: title,
    video: { url: video.previewUrl, duration: video.duration, uploadDate: video.signedDate },
  });
  const { user } = useSession();
  const { save } = useSaveToPlaylist();
  const details = useVideoDetails(video.jmId, Boolean(user));
  // Saved means in any of the user's playlists; the save flow updates it the moment a playlist has the clip.
  const savedClips = useSavedClips(Boolean(user));
  const saved = savedClips.data ? isFavourite(video.jmId, savedClips.data.data) : false;
  // The trending lists' tag ("LP Homepage Trending") is the company's, as the category of that name is.
  const tags = isInternalViewer(user) ? video.tags : video.tags.filter((tag) => !isInternalCategory(tag));
  useRecordView(video.jmId);
  const factsId = useId();
  const tagsId = useId();
  const moreInfoId = useId();
  const loginModal = useLoginModal();

  const infoStatus: VideoDetailsAdditionalInfoStatus = details.data
    ? 'ready'
    : details.error
      ? 'error'
      : 'loading';
  // The player's poster is the page's largest paint: asked for first, ahead of every other image.
  if (video.imgUrl) preload(video.imgUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <article css={styles.article} aria-label={title}>
        <div css={styles.mediaArea}>
          <VideoPlayer title={title} src={video.previewUrl} poster={video.imgUrl} />
        </div>
        <div css={styles.aside}>
          <VideoDetailsTitleBlock video={video} />
          <div role="group" aria-label={labels.actions}>
            <LicenceChoice video={video} label={copy.license} licensedLabel={CARD_TEXT.licensed}>
              {/* Only for a licence holder: the master, or the watermarked file of a Personal licence. */}
              <ClipDownloadButton jmId={video.jmId} css={buttonStyles.blockOnPhone} />
              {/* Any buyer's watermarked comp to try before licensing, where the server makes comps. */}
              <ClipCompButton
                jmId={video.jmId}
                onSignIn={() => loginModal.open({ description: copy.compLogIn })}
                css={buttonStyles.blockOnPhone}
              />
              <Button
                css={[buttonStyles.blockOnPhone, styles.saveButton]}
                data-saved={saved}
                aria-haspopup="dialog"
                onClick={() => save(video.jmId)}
              >
                <VideoDetailsSaveIcon saved={saved} />
                {saved ? copy.saved : copy.save}
              </Button>
            </LicenceChoice>
          </div>
          <section aria-labelledby={factsId} css={styles.section}>
            <h2 id={factsId} css={styles.sectionHeading}>
              {labels.details}
            </h2>
            <VideoDetailsFacts video={video} viewer={user} />
          </section>
        </div>
        <div css={styles.main}>
          <VideoDetailsDescription text={video.publishingDescription} />
          <section aria-labelledby={tagsId} css={styles.section}>
            <h2 id={tagsId} css={styles.sectionHeading}>
              {labels.tags}
            </h2>
            {tags.length > 0 ? (
              <ul css={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Link href={tagSearchHref(tag)} css={styles.tag}>
                      <VisuallyHidden>{copy.tagSearchPrefix} </VisuallyHidden>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p css={styles.muted}>{labels.none}</p>
            )}
          </section>
          {user ? (
            <VideoDetailsAdditionalInfo
              status={infoStatus}
              info={details.data}
              viewer={user}
              onRetry={() => void details.mutate()}
            />
          ) : (
            <section css={styles.section} aria-labelledby={moreInfoId}>
              <h2 id={moreInfoId} css={styles.sectionHeading}>
                {copy.moreInfoHeading}
              </h2>
              <p css={styles.muted}>{copy.moreInfoBody}</p>
              {/* Signs in over this page, so the reader stays on the clip (the login modal of spec section 2). */}
              <Button size="sm" onClick={() => loginModal.open({ description: copy.moreInfoBody })}>
                {copy.moreInfoAction}
              </Button>
            </section>
          )}
        </div>
      </article>
      <SimilarClips jmId={video.jmId} />
    </>
  );
}

function SimilarClips({ jmId }: { jmId: string }) {
  const headingId = useId();
  const { data, error, mutate } = useSimilarClips(jmId);
  const { user } = useSession();
  const { save } = useSaveToPlaylist();
  const { cart } = useCart();
  // The clip page is never a search: the cards below start a new similar-clips search.
  const similarHref = useNewSimilarClipsHref();
  const status: ResultsGridStatus = data ? 'results' : error ? 'error' : 'loading';
  return (
    <section aria-labelledby={headingId} css={styles.similar}>
      <h2 id={headingId} css={styles.similarHeading}>
        {copy.similarLabel}
      </h2>
      {data && data.data.length > 0 ? <SimilarClipsLink jmId={jmId} /> : null}
      {data && data.data.length === 0 ? (
        <p css={styles.muted}>{copy.similarEmpty}</p>
      ) : (
        <ResultsGrid
          status={status}
          cards={data?.data ?? []}
          linkComponent={AppLink}
          similarHrefFor={(card) => similarHref(card.jmId)}
          onSave={(card) => save(card.jmId)}
          isInCart={(card) => clipLineOf(cart, card.jmId) !== undefined}
          viewerRoles={user?.roles}
          onRetry={() => void mutate()}
          errorMessage={copy.similarError}
          skeletonCount={LIMITS.similarVideos / 2}
          // Below the player and the clip's details: their posters wait until scrolled near.
          eagerPosters={0}
          label={copy.similarLabel}
        />
      )}
    </section>
  );
}
