import { PAGE_SIZE, PAGES } from '@clipmarket/core';
import {
  buttonStyles,
  Pagination,
  ResultsGrid,
  type ResultsGridStatus,
  VisuallyHidden,
} from '@clipmarket/ui';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSession } from '../../session/AuthProvider';
import { AppLink } from '../../components/AppLink';
import * as layout from '../../components/Layout.styles';
import { PageShell } from '../../components/PageShell';
import { useSaveToPlaylist } from '../playlists';
import { usePageHead } from '../../head/usePageHead';
import { CardSkeletons, EmptyNote, InlineError, NotFoundState } from '../../components/PageStates';
import { BROWSE_COPY } from './copy';
import { CollectionTile } from './CollectionTile';
import { collectionHref } from './links';
import { isNotFound } from '../../api/client';
import { useCollectionPage, useCollections } from './useBrowseData';
import * as styles from './CollectionsPage.styles';

const copy = BROWSE_COPY.collections;

/** `/collections` (every collection) and `/collections/{collections}` (one). */
export default function CollectionsPage() {
  const { collections: slug } = useParams<{ collections?: string }>();
  return slug ? <CollectionPage slug={slug} /> : <CollectionList />;
}

function CollectionList() {
  const { data, error, isLoading, mutate } = useCollections();
  return (
    <PageShell heading={copy.heading} lead={copy.lead}>
      {isLoading && !data ? (
        <CardSkeletons count={8} label={copy.loading} />
      ) : error && !data ? (
        <InlineError message={copy.error} onRetry={() => void mutate()} />
      ) : !data || data.data.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <ul css={styles.list} aria-label={copy.listLabel}>
          {data.data.map((collection) => (
            <li key={collection.slug}>
              <CollectionTile collection={collection} withDescription />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}

/** The page asked for in `?page=`, from 1; anything else reads as 1. */
function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function CollectionPage({ slug }: { slug: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const page = pageFrom(search);
  const { data, error, isLoading, mutate } = useCollectionPage(slug, page);
  const { user } = useSession();
  const { save } = useSaveToPlaylist();

  if (error && isNotFound(error)) return <CollectionNotFound />;

  const collection = data?.collection;
  const totalPages = data ? Math.ceil(data.total / PAGE_SIZE.default) : 0;
  const status: ResultsGridStatus = error && !data ? 'error' : !data ? 'loading' : 'results';
  const heading = collection?.title ?? copy.loadingHeading;

  const goTo = (next: number) => {
    navigate(collectionHref(slug, next));
    document.getElementById('main')?.focus();
    window.scrollTo({ top: 0 });
  };

  return (
    <PageShell
      heading={heading}
      lead={collection?.description}
      head={{ image: collection?.imgUrl, imageAlt: collection?.title }}
      aside={
        <Link href={PAGES.collections.path()} css={[buttonStyles.secondaryButton, buttonStyles.smallButton]}>
          {copy.allCollections}
        </Link>
      }
    >
      {data ? (
        <p css={styles.meta}>
          {BROWSE_COPY.clipCount(data.total)}
          {totalPages > 1 ? ` · ${copy.pageOf(page, totalPages)}` : null}
        </p>
      ) : null}
      {status === 'loading' && !error ? (
        <CardSkeletons count={PAGE_SIZE.default} label={copy.loadingHeading} />
      ) : data && data.data.length === 0 && page === 1 ? (
        <EmptyNote>{copy.emptyCollection}</EmptyNote>
      ) : (
        <>
          <VisuallyHidden as="h2">{copy.clipsLabel(heading)}</VisuallyHidden>
          <ResultsGrid
            status={status}
            cards={data?.data ?? []}
            linkComponent={AppLink}
            onSave={(card) => save(card.jmId)}
            viewerRoles={user?.roles}
            onRetry={() => void mutate()}
            skeletonCount={PAGE_SIZE.default}
            label={copy.clipsLabel(heading)}
          />
        </>
      )}
      {totalPages > 1 ? (
        <Pagination
          css={styles.pagination}
          label={copy.pagination}
          currentPage={page}
          totalPages={totalPages}
          status={isLoading ? 'loading' : 'idle'}
          onPageChange={goTo}
        />
      ) : null}
    </PageShell>
  );
}

function CollectionNotFound() {
  usePageHead({ title: `${copy.notFoundHeading} — Clipmarket`, noindex: true });
  return (
    <div css={layout.container}>
      <NotFoundState
        heading={copy.notFoundHeading}
        body={copy.notFoundBody}
        links={[{ href: PAGES.collections.path(), label: copy.allCollections, primary: true }]}
      />
    </div>
  );
}
