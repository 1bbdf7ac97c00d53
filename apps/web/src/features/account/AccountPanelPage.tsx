import {
  ApiRequestError,
  formatDisplayDate,
  isInternalViewer,
  formatJvId,
  type HistoryResponse,
  PAGES,
  type Profile,
  type PublisherHomepage,
  type Tentpole,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { buttonStyles, EmptyState } from '@clipmarket/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { Link, useLocation, useParams } from 'wouter';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { AppLink } from '../../components/AppLink';
import { ClipCard } from '../clip';
import { AccountShell } from '../../components/AccountShell';
import NotFoundPage from '../../components/NotFoundPage';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';
import { GateFallback, LoadFailed, LoadingLines } from './AccountParts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { useSessionGate } from '../../session/useSessionGate';
import { CommerceHistory } from '../licences';

const COPY = ACCOUNT_PAGE_COPY;
const HISTORY_PAGE = 50;

// Who the receipts are made out to: loaded when the profile shows it (see commerce's billingDetails.ts).
const BillingDetailsSection = lazy(() => import('./BillingDetailsSection'));
// Whether the account may pay on account by invoice, or how to ask (docs/adr/0087): loaded with the above.
const InvoicePaymentSection = lazy(() => import('./InvoicePaymentSection'));

export type PanelSection = 'profile' | 'history' | 'merchandising' | 'publisher';
const SECTIONS: readonly PanelSection[] = ['profile', 'history', 'merchandising', 'publisher'];
/** The staff tools: shown to staff, the rights team and insiders only (isInternalViewer). */
const INTERNAL_SECTIONS: readonly PanelSection[] = ['merchandising', 'publisher'];

/** The panel's section for a path relative to /licensing (`/account/merchandising/xmas` → merchandising). */
export function sectionOf(location: string): PanelSection {
  const name = location.split('/')[2] ?? '';
  return (SECTIONS as readonly string[]).includes(name) ? (name as PanelSection) : 'profile';
}

/**
 * SWR keys this panel needs beyond `api/keys.ts`, in the same shape (the resource's name first), so
 * `matches('merchandising')` and `matches('publisher')` still find them: the tentpole and the page version
 * are part of what is read; the history is a resource of its own.
 */
export const panelKeys = {
  merchandising: (tentpoleId: string | undefined) => ['merchandising', tentpoleId ?? ''] as const,
  publisher: (versionId: string | undefined) => ['publisher', versionId ?? ''] as const,
  history: (kind: 'view' | 'download', username: string) => ['history', kind, username] as const,
};

/**
 * The shared account panel (spec section 2): `/account/profile`, `/history`,
 * `/merchandising/{tentpoleId?}` and `/publisher/{versionId?}`, with a navigation between its sections.
 */
export default function AccountPanelPage() {
  const [location] = useLocation();
  const section = sectionOf(location);
  const gate = useSessionGate();
  const { user } = useSession();
  // The staff tools do not exist for a buyer: the not-found page, as for any other unknown address (the
  // server answers these paths 404 too, and their endpoints refuse).
  if (gate === 'signedIn' && INTERNAL_SECTIONS.includes(section) && !isInternalViewer(user)) {
    return <NotFoundPage />;
  }
  return (
    <AccountShell heading={COPY.panel.sections[section]} lead={COPY.panel.leads[section]}>
      {gate === 'signedIn' ? (
        <>
          {section === 'profile' ? <ProfileSection /> : null}
          {section === 'history' ? <HistorySection /> : null}
          {section === 'merchandising' ? <MerchandisingSection /> : null}
          {section === 'publisher' ? <PublisherSection /> : null}
        </>
      ) : (
        <GateFallback gate={gate} />
      )}
    </AccountShell>
  );
}

/** The server's content links are full paths (`PAGES.search.href()`); wouter would prefix its base again. */
const fullPath = (href: string) => (href.startsWith('/') ? `~${href}` : href);

/** The loading and error states every section shares; the content once there is data. */
function Loaded<T>({
  response,
  children,
  notFound,
}: {
  response: SWRResponse<T>;
  children: (data: T) => ReactNode;
  notFound?: string;
}) {
  const error = response.error as unknown;
  if (error && !response.data) {
    if (notFound && error instanceof ApiRequestError && error.status === 404) {
      return <LoadFailed message={notFound} />;
    }
    return <LoadFailed onRetry={() => void response.mutate()} />;
  }
  if (!response.data) return <LoadingLines />;
  return <>{children(response.data)}</>;
}

function ProfileSection() {
  const profile = useSWR(keys.profile(), () => call(routes.profileEndpoint));
  return <Loaded response={profile}>{(data) => <ProfileDetails profile={data} />}</Loaded>;
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const c = COPY.profile;
  return (
    <>
      {profile.emailVerified ? null : <VerifyEmailNotice email={profile.email} />}
      <dl css={[styles.details, styles.box]}>
        <dt>{c.name}</dt>
        <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
        <dt>{c.email}</dt>
        <dd>{profile.email}</dd>
        <dt>{c.emailStatus}</dt>
        <dd>{profile.emailVerified ? c.verified : c.notVerified}</dd>
        <dt>{c.company}</dt>
        <dd>{profile.company ?? c.noCompany}</dd>
        <dt>{c.memberSince}</dt>
        <dd>{formatDisplayDate(profile.createdAt)}</dd>
      </dl>
      <section aria-labelledby="profile-agreements">
        <h2 id="profile-agreements" css={styles.sectionHeading}>
          {c.agreementsHeading}
        </h2>
        <dl css={[styles.details, styles.box]}>
          {profile.agreements.map((agreement) => (
            <div key={agreement.kind} style={{ display: 'contents' }}>
              <dt>{c.agreementKinds[agreement.kind] ?? agreement.kind}</dt>
              <dd>
                {agreement.accepted
                  ? c.accepted(
                      agreement.version,
                      agreement.acceptedAt ? formatDisplayDate(agreement.acceptedAt) : null,
                    )
                  : c.notAccepted}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <Suspense fallback={null}>
        <BillingDetailsSection />
        <InvoicePaymentSection />
      </Suspense>
      <ChangePasswordForm email={profile.email} />
      <SessionsList />
    </>
  );
}

function HistorySection() {
  const { user } = useSession();
  const username = user?.username ?? '';
  const query = { username, max: HISTORY_PAGE, offset: 0 };
  const viewed = useSWR(panelKeys.history('view', username), () =>
    call(routes.viewHistoryEndpoint, { query }),
  );
  // Read again when the window gets the focus back: a download from another tab is recorded meanwhile.
  const downloaded = useSWR(
    panelKeys.history('download', username),
    () => call(routes.downloadHistoryEndpoint, { query }),
    { revalidateOnFocus: true },
  );
  return (
    <>
      <div css={styles.section}>
        <CommerceHistory />
      </div>
      <ClipHistory
        id="history-viewed"
        heading={COPY.history.viewedHeading}
        empty={COPY.history.viewedEmpty}
        response={viewed}
      />
      <ClipHistory
        id="history-downloaded"
        heading={COPY.history.downloadedHeading}
        empty={COPY.history.downloadedEmpty}
        response={downloaded}
      />
    </>
  );
}

function ClipHistory({
  id,
  heading,
  empty,
  response,
}: {
  id: string;
  heading: string;
  empty: string;
  response: SWRResponse<HistoryResponse>;
}) {
  const c = COPY.history.columns;
  return (
    <section css={styles.section} aria-labelledby={id}>
      <h2 id={id} css={styles.sectionHeading}>
        {heading}
      </h2>
      <Loaded response={response}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState description={empty} />
          ) : (
            <table css={styles.table} aria-labelledby={id}>
              <thead>
                <tr>
                  <th scope="col">{c.clip}</th>
                  <th scope="col">{c.last}</th>
                  <th scope="col">{c.times}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.map((entry) => (
                  <tr key={entry.comp ? `${entry.jmId} comp` : entry.jmId}>
                    <td>
                      <AppLink href={PAGES.view.href({ videoId: entry.jmId })} css={buttonStyles.textLink}>
                        {formatJvId(entry.jmId)}
                      </AppLink>
                      {/* A comp's download (ADR 83): the watermarked copy to try, not licensed footage. */}
                      {entry.comp ? (
                        <>
                          {' '}
                          <span css={styles.badge}>{COPY.history.comp}</span>
                        </>
                      ) : null}
                    </td>
                    <td>{formatDisplayDate(entry.at)}</td>
                    <td>{entry.times}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}

function MerchandisingSection() {
  const { tentpoleId } = useParams<{ tentpoleId?: string }>();
  const all = useSWR(panelKeys.merchandising(undefined), () => call(routes.tentpolesEndpoint, { query: {} }));
  const one = useSWR(tentpoleId ? panelKeys.merchandising(tentpoleId) : null, () =>
    call(routes.tentpolesEndpoint, { query: { tentpoleId } }),
  );
  const c = COPY.merchandising;
  return (
    <>
      {all.data && all.data.data.length > 0 ? (
        <nav aria-label={c.nav}>
          <ul css={styles.chips}>
            <li>
              <Link href={PAGES.merchandising.path()} aria-current={tentpoleId ? undefined : 'page'}>
                {c.all}
              </Link>
            </li>
            {all.data.data.map((tentpole) => (
              <li key={tentpole.id}>
                <Link
                  href={PAGES.merchandising.path({ tentpoleId: tentpole.id })}
                  aria-current={tentpole.id === tentpoleId ? 'page' : undefined}
                >
                  {tentpole.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Loaded response={tentpoleId ? one : all} notFound={c.notFound}>
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState description={c.empty} />
          ) : (
            <div css={styles.stack}>
              {data.data.map((tentpole) => (
                <TentpoleView key={tentpole.id} tentpole={tentpole} />
              ))}
            </div>
          )
        }
      </Loaded>
    </>
  );
}

function TentpoleView({ tentpole }: { tentpole: Tentpole }) {
  const c = COPY.merchandising;
  const headingId = `tentpole-${tentpole.id}`;
  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {tentpole.name}
      </h2>
      <p css={styles.muted}>
        {c.runs(formatDisplayDate(tentpole.startDate), formatDisplayDate(tentpole.endDate))}
      </p>
      <p>{tentpole.description}</p>
      {tentpole.collections.length > 0 ? (
        <>
          <h3>{c.collections}</h3>
          <ul css={styles.chips}>
            {tentpole.collections.map((slug) => (
              <li key={slug}>
                <Link href={PAGES.collection.path({ collections: slug })}>{slug}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {tentpole.videos.length > 0 ? (
        <>
          <h3>{c.clips}</h3>
          <ul css={styles.clipGrid}>
            {tentpole.videos.map((video) => (
              <li key={video.jmId}>
                <ClipCard video={video} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function PublisherSection() {
  const { versionId } = useParams<{ versionId?: string }>();
  const page = useSWR(panelKeys.publisher(versionId), () =>
    call(routes.publisherHomepageEndpoint, { query: versionId ? { versionId } : {} }),
  );
  return (
    <Loaded response={page} notFound={COPY.publisher.notFound}>
      {(data) => <PublisherView page={data} />}
    </Loaded>
  );
}

function PublisherView({ page }: { page: PublisherHomepage }) {
  const c = COPY.publisher;
  return (
    <>
      <nav aria-label={c.versions}>
        <ul css={styles.chips}>
          {page.versions.map((version) => (
            <li key={version.id}>
              <Link
                href={PAGES.publisher.path({ versionId: version.id })}
                aria-current={version.id === page.versionId ? 'page' : undefined}
              >
                {version.label}
                {version.current ? ` (${c.current})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section css={styles.section} aria-labelledby="publisher-hero">
        <h2 id="publisher-hero" css={styles.sectionHeading}>
          {c.hero}
        </h2>
        <div css={styles.box}>
          <h3>{page.hero.title}</h3>
          <p>{page.hero.subtitle}</p>
          <Link href={fullPath(page.hero.ctaHref)} css={buttonStyles.textLink}>
            {page.hero.ctaLabel}
          </Link>
        </div>
      </section>
      <section css={styles.section} aria-labelledby="publisher-promo">
        <h2 id="publisher-promo" css={styles.sectionHeading}>
          {c.promo}
        </h2>
        <div css={styles.box}>
          <h3>{page.promo.title}</h3>
          <p>{page.promo.body}</p>
          <Link href={fullPath(page.promo.ctaHref)} css={buttonStyles.textLink}>
            {page.promo.ctaLabel}
          </Link>
        </div>
      </section>
      <section css={styles.section} aria-labelledby="publisher-ticker">
        <h2 id="publisher-ticker" css={styles.sectionHeading}>
          {c.ticker}
        </h2>
        {page.ticker.length > 0 ? (
          <ul>
            {page.ticker.map((item) => (
              <li key={item.text}>
                {item.href ? (
                  <Link href={fullPath(item.href)} css={buttonStyles.textLink}>
                    {item.text}
                  </Link>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p css={styles.muted}>{c.none}</p>
        )}
      </section>
      <section css={styles.section} aria-labelledby="publisher-testimonials">
        <h2 id="publisher-testimonials" css={styles.sectionHeading}>
          {c.testimonials}
        </h2>
        <ul css={styles.stack}>
          {page.testimonials.map((testimonial) => (
            <li key={`${testimonial.name}-${testimonial.quote.slice(0, 20)}`}>
              <figure css={styles.quote}>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  {testimonial.name}, {testimonial.role}, {testimonial.company}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
      <section css={styles.section} aria-labelledby="publisher-tags">
        <h2 id="publisher-tags" css={styles.sectionHeading}>
          {c.trendingTags}
        </h2>
        <ul css={styles.chips}>
          {page.trendingTags.map((tag) => (
            <li key={tag}>
              <Link href={PAGES.search.path({ q: tag })}>{tag}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
