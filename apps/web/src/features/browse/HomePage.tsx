import {
  displayTitle,
  formatDuration,
  type CollectionSummary,
  type HomeContent,
  PAGES,
} from '@clipmarket/core';
import { ArrowRightIcon, buttonStyles, PlayIcon, Skeleton, VisuallyHidden } from '@clipmarket/ui';
import { useId } from 'react';
import { preload } from 'react-dom';
import { Link } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { ClipCard } from '../clip';
import * as layout from '../../components/Layout.styles';
import { APP_COPY } from '../../copy';
import { usePageHead } from '../../head/usePageHead';
import { CardSkeletons, EmptyNote, InlineError } from '../../components/PageStates';
import * as states from '../../components/PageStates.styles';
import { BROWSE_COPY } from './copy';
import { CollectionTile, POSTER_HEIGHT, POSTER_WIDTH } from './CollectionTile';
import { collectionHref } from './links';
import { tagSearchHref } from '../search';
import { HOME_FEED_SIZE, useHomeContent, useHomeFeed, type HomeFeed } from './useBrowseData';
import * as styles from './HomePage.styles';

const copy = BROWSE_COPY.home;

/** The collection of every trending clip (apps/api catalogue content). */
const TRENDING_COLLECTION = 'trending-now';

/** A full path from the server (`PAGES.search.href()`) as a wouter href that is not prefixed a second time. */
const appHref = (href: string) => (href.startsWith('/') ? `~${href}` : href);

/**
 * The home page (`PAGE_BASE`): hero, trending clips, latest acquisitions, collections, testimonials and
 * trending tags, from the home content and the videos feed. Kept light for the first paint: no player, no
 * modal, only cards and plain markup; the one image fetched at once is the hero's poster.
 */
export default function HomePage() {
  usePageHead({ title: APP_COPY.documentTitle, canonical: PAGES.home.href() });
  const content = useHomeContent();
  const home = content.data;

  return (
    <>
      <Hero home={home} loading={!home && content.isLoading} />
      <div css={layout.container}>
        <ClipRow
          feed="trending"
          heading={copy.trending}
          more={{ href: collectionHref(TRENDING_COLLECTION), label: copy.trendingAll }}
          priority
        />
        <ClipRow
          feed="latest"
          heading={copy.latest}
          more={{ href: PAGES.wire.path(), label: copy.latestAll }}
        />
        {content.error && !home ? (
          <section css={styles.section} aria-label={copy.contentError}>
            <InlineError message={copy.contentError} onRetry={() => void content.mutate()} />
          </section>
        ) : (
          <>
            <Collections collections={home?.collections} loading={!home} />
            {home && home.testimonials.length > 0 ? <Testimonials home={home} /> : null}
            {home && home.trendingTags.length > 0 ? <TrendingTags tags={home.trendingTags} /> : null}
            {home ? <Promo promo={home.promo} /> : null}
          </>
        )}
      </div>
    </>
  );
}

function Hero({ home, loading }: { home: HomeContent | undefined; loading: boolean }) {
  const hero = home?.hero;
  const video = hero?.video ?? null;
  if (video?.imgUrl) preload(video.imgUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <section css={styles.hero} aria-busy={loading || undefined}>
      <div css={[layout.container, styles.heroInner]}>
        <div css={styles.heroText}>
          {loading ? (
            <>
              <VisuallyHidden as="p" role="status">
                {copy.loading}
              </VisuallyHidden>
              <Skeleton shape="block" css={styles.heroSkeletonTitle} />
              <Skeleton shape="block" css={styles.heroSkeletonLead} />
            </>
          ) : (
            <>
              <h1 css={styles.heading}>{hero?.title ?? copy.fallbackHeading}</h1>
              <p css={styles.lead}>{hero?.subtitle ?? copy.fallbackLead}</p>
              <Link
                href={hero ? appHref(hero.ctaHref) : '/search'}
                css={[buttonStyles.primaryButton, buttonStyles.blockOnPhone, styles.heroCta]}
              >
                {hero?.ctaLabel ?? copy.fallbackCta}
              </Link>
            </>
          )}
        </div>
        <div css={styles.heroMedia}>
          {video?.imgUrl ? (
            <AppLink href={PAGES.view.href({ videoId: video.jmId })} css={styles.heroClip}>
              <img
                src={video.imgUrl}
                alt=""
                width={POSTER_WIDTH}
                height={POSTER_HEIGHT}
                fetchPriority="high"
                decoding="async"
                css={styles.heroPoster}
              />
              {/* Says at a glance that the poster plays: the whole poster is the link to the clip's page. */}
              <span css={styles.heroPlay} data-part="play" aria-hidden="true">
                <PlayIcon />
              </span>
              {video.duration !== undefined ? (
                <span css={styles.heroDuration} aria-hidden="true">
                  {formatDuration(video.duration)}
                </span>
              ) : null}
              <span css={styles.heroCaption}>
                <span css={styles.heroCaptionLabel}>{copy.heroClip}</span>
                <span css={styles.heroTitle}>{displayTitle(video)}</span>
                <span css={styles.heroWatch}>
                  {copy.heroWatch}
                  <ArrowRightIcon />
                </span>
              </span>
            </AppLink>
          ) : loading ? (
            <Skeleton shape="block" css={styles.heroPosterSkeleton} />
          ) : null}
        </div>
      </div>
    </section>
  );
}

function SectionHead({
  id,
  heading,
  more,
}: {
  id: string;
  heading: string;
  more?: { href: string; label: string };
}) {
  return (
    <div css={styles.sectionHead}>
      <h2 id={id} css={styles.sectionHeading}>
        {heading}
      </h2>
      {more ? (
        <Link href={more.href} css={buttonStyles.textLink}>
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A row of clip cards from the videos feed. */
function ClipRow({
  feed,
  heading,
  more,
  priority = false,
}: {
  feed: HomeFeed;
  heading: string;
  more: { href: string; label: string };
  /** The first row: its first poster is what a visitor sees first, so it is fetched at once. */
  priority?: boolean;
}) {
  const headingId = useId();
  const { data, error, isLoading, mutate } = useHomeFeed(feed);
  const first = data?.data[0];
  // The card's poster is lazy; preloading the first one lets it paint as soon as it is laid out (LCP).
  if (priority && first?.imgUrl) preload(first.imgUrl, { as: 'image', fetchPriority: 'high' });

  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <SectionHead id={headingId} heading={heading} more={more} />
      {isLoading && !data ? (
        <CardSkeletons count={HOME_FEED_SIZE} label={heading} />
      ) : error && !data ? (
        <InlineError message={copy.feedError} onRetry={() => void mutate()} />
      ) : data && data.data.length === 0 ? (
        <EmptyNote>{copy.feedEmpty}</EmptyNote>
      ) : (
        <ul css={[states.grid, styles.rowOnPhone]}>
          {data?.data.map((video) => (
            <li key={video.jmId} css={states.gridItem}>
              <ClipCard video={video} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Collections({
  collections,
  loading,
}: {
  collections: readonly CollectionSummary[] | undefined;
  loading: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <SectionHead
        id={headingId}
        heading={copy.collections}
        more={{ href: PAGES.collections.path(), label: copy.collectionsAll }}
      />
      {loading ? (
        <CardSkeletons count={4} label={copy.collections} />
      ) : collections && collections.length > 0 ? (
        <ul css={styles.collectionGrid}>
          {collections.map((collection) => (
            <li key={collection.slug}>
              <CollectionTile collection={collection} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyNote>{copy.collectionsEmpty}</EmptyNote>
      )}
    </section>
  );
}

function Testimonials({ home }: { home: HomeContent }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <SectionHead id={headingId} heading={copy.testimonials} />
      <ul css={styles.quotes}>
        {home.testimonials.map((t) => (
          <li key={`${t.name}:${t.company}`}>
            <figure css={styles.quote}>
              <blockquote css={styles.quoteText}>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption css={styles.quoteBy}>
                <strong>{t.name}</strong>
                <span>
                  {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TrendingTags({ tags }: { tags: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <SectionHead id={headingId} heading={copy.trendingTags} />
      <ul css={styles.tags}>
        {tags.map((tag) => (
          <li key={tag}>
            <Link href={tagSearchHref(tag)} css={styles.tag}>
              <VisuallyHidden>{copy.tagsLabel} </VisuallyHidden>
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Promo({ promo }: { promo: HomeContent['promo'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={[styles.section, styles.promo]}>
      <div>
        <h2 id={headingId} css={styles.sectionHeading}>
          {promo.title}
        </h2>
        <p css={styles.promoBody}>{promo.body}</p>
      </div>
      <Link href={appHref(promo.ctaHref)} css={[buttonStyles.secondaryButton, buttonStyles.blockOnPhone]}>
        {promo.ctaLabel}
      </Link>
    </section>
  );
}
