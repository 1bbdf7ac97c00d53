import { routes } from '@clipmarket/core/routes';
import { PAGES, type Licence } from '@clipmarket/core';
import { buttonStyles, Checkbox, HistoryTable, LicenceCertificatePreview, Pagination } from '@clipmarket/ui';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { useSearchParams } from 'wouter';
import { ClipDownloadButton } from '../downloads';
import { LICENCES_COPY } from './copy';
import { LicenceUpgrade } from './LicenceUpgrade';
import {
  exportHref,
  historyPages,
  historySearch,
  parseHistoryQuery,
  type HistoryQuery,
} from './historyQuery';
import { useCommerceHistory, useLicence } from './useLicences';
import * as styles from './CommerceHistory.styles';

const COPY = LICENCES_COPY.history;

/**
 * The account's licences, purchases and gift cards (`/account/history`), from the server a page at
 * a time. The filters and the page live in the address, so a filtered view can be shared and survives a
 * reload; the exports carry the same filters.
 */
export function CommerceHistory() {
  const [params, setParams] = useSearchParams();
  const query = parseHistoryQuery(params);
  const history = useCommerceHistory(query);
  const total = history.data?.total;

  // A filter change replaces the entry (the Back button leaves the history, not each keystroke of it); a new
  // page is a step of its own.
  const setQuery = (next: HistoryQuery, replace: boolean) => setParams(historySearch(next), { replace });

  // A page past the end (an old link, a narrower filter): the last page there is.
  const lastPage = total === undefined ? null : historyPages(total);
  const pastEnd = lastPage !== null && query.page > lastPage;
  useEffect(() => {
    if (pastEnd) setParams(historySearch({ ...query, page: lastPage }), { replace: true });
  }, [pastEnd, lastPage, query, setParams]);

  // Past the end the page is empty only until the last page arrives: not "nothing here yet".
  const status = pastEnd ? 'loading' : history.data ? 'ready' : history.error ? 'error' : 'loading';
  return (
    <HistoryTable
      source="page"
      status={status}
      rows={history.data?.data}
      total={total}
      busy={history.isValidating && history.data !== undefined}
      filters={query}
      onFiltersChange={(filters) => setQuery({ ...filters, page: 1 }, true)}
      actions={total ? <ExportLinks query={query} /> : null}
      renderDetails={(row) => (row.licenceNumber ? <LicenceDetails number={row.licenceNumber} /> : null)}
      // The footage, while a licence for the clip is held (a revoked one's row offers none unless another is).
      rowActions={(row) =>
        row.type === 'licence' && row.jmId ? <ClipDownloadButton jmId={row.jmId} size="small" /> : null
      }
      // Each order number opens its order: lines, figures and the receipt.
      orderHref={(row) => PAGES.order.href({ orderNumber: row.orderNumber })}
      onRetry={() => void history.mutate()}
      pagination={
        <Pagination
          currentPage={query.page}
          totalPages={historyPages(total ?? 0)}
          label={COPY.pagination}
          status={history.isValidating ? 'loading' : 'idle'}
          onPageChange={(page) => setQuery({ ...query, page }, false)}
        />
      }
    />
  );
}

/** The licences the filters show, as CSV and as a zip of certificates: plain links, the session cookie goes along. */
function ExportLinks({ query }: { query: HistoryQuery }) {
  return (
    <div role="group" aria-label={COPY.exportsLabel} css={styles.exports}>
      <a
        href={exportHref(routes.licencesCsvEndpoint, query)}
        download
        css={[buttonStyles.secondaryButton, buttonStyles.smallButton]}
      >
        {COPY.exportCsv}
      </a>
      <a
        href={exportHref(routes.licenceCertificatesZipEndpoint, query)}
        download
        css={[buttonStyles.secondaryButton, buttonStyles.smallButton]}
      >
        {COPY.exportZip}
      </a>
    </div>
  );
}

/** A licence's details, opened under its row: what its certificate says, and what its public check shows. */
function LicenceDetails({ number }: { number: string }) {
  const licence = useLicence(number);
  return (
    <div css={styles.details}>
      <LicenceCertificatePreview
        status={licence.data ? 'ready' : licence.error ? 'error' : 'loading'}
        licence={licence.data}
        onRetry={() => void licence.mutate()}
        headingLevel={3}
      />
      {licence.data ? (
        <ShowCompanyChoice licence={licence.data} onChange={(next) => void licence.mutate(next, false)} />
      ) : null}
      {licence.data ? <LicenceUpgrade licence={licence.data} /> : null}
    </div>
  );
}

/**
 * The buyer's choice of whether the licence's public check names their company (off unless chosen; no name or
 * e-mail is ever shown there).
 */
function ShowCompanyChoice({
  licence,
  onChange,
}: {
  licence: Licence;
  onChange: (licence: Licence) => void;
}) {
  const [status, setStatus] = useState<'idle' | 'saving' | 'error'>('idle');
  const company = licence.licensee.company;
  const toggle = async (showCompany: boolean) => {
    setStatus('saving');
    try {
      onChange(
        await call(routes.licenceVisibilityEndpoint, {
          params: { number: licence.number },
          body: { showCompany },
        }),
      );
      setStatus('idle');
    } catch {
      setStatus('error');
    }
  };
  return (
    <Checkbox
      label={COPY.showCompany(company)}
      hint={company ? COPY.showCompanyHint : COPY.showCompanyNone}
      error={status === 'error' ? COPY.showCompanyError : undefined}
      checked={licence.showCompany}
      disabled={!company || status === 'saving'}
      onChange={(event) => void toggle(event.target.checked)}
    />
  );
}
