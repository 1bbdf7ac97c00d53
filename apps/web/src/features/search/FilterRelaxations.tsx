import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import { SEARCH_COPY } from './copy';
import type { FilterRelaxation } from './relaxations';
import * as styles from './SearchPage.styles';

export interface FilterRelaxationsProps {
  /** The filters to offer, best first (`filterRelaxations`); nothing is drawn without any. */
  relaxations: readonly FilterRelaxation[];
  /** What removing a filter takes away, as the link names it: 'Vertical'. */
  subjectOf: (relaxation: FilterRelaxation) => string;
  /** The search without that filter, relative to the app: a real address, followed without script too. */
  hrefOf: (relaxation: FilterRelaxation) => string;
}

/**
 * "Remove this filter" links for a search that found nothing (issue 15, item 3): one link per filter, to the
 * same search without it, with what that search finds when the server counted it (a count of 0 is not shown:
 * the search without the filter may still find clips through its spelling correction).
 */
export function FilterRelaxations({ relaxations, subjectOf, hrefOf }: FilterRelaxationsProps) {
  if (relaxations.length === 0) return null;
  const copy = SEARCH_COPY.relaxations;
  return (
    <nav css={styles.relaxations} aria-label={copy.label}>
      <p css={styles.relaxationsLead}>{copy.lead}</p>
      <ul css={styles.relaxationList}>
        {relaxations.map((relaxation) => (
          <li key={relaxation.filter}>
            <Link href={hrefOf(relaxation)} css={buttonStyles.textLink}>
              {copy.remove(subjectOf(relaxation))}
              {relaxation.total ? (
                <span css={styles.relaxationTotal}>
                  {' '}
                  {copy.total(relaxation.total, relaxation.totalIsEstimate === true)}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
