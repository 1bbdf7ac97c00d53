import { PAGE_FILES, pathInApp } from '@clipmarket/core';
import {
  LICENCE_TERMS,
  LICENCE_TERMS_TEXT,
  sectionReference,
  type LicenceTermsClause,
  type LicenceTermsRun,
  type LicenceTermsSectionId,
} from '@clipmarket/core/licenceTerms';
import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import * as styles from './LicenceTerms.styles';

/** A section's anchor on the page (`#terms-compilations`): prefixed, so no other element of the page shares it. */
export const termsAnchor = (id: LicenceTermsSectionId) => `terms-${id}`;

const HEADING_ID = 'licence-terms';
const CONTENTS_ID = 'licence-terms-contents';

/** A clause's text: words, links to the app's pages, and references to other sections of the terms. */
function Runs({ text }: { text: readonly LicenceTermsRun[] }) {
  return text.map((run, i) => {
    if (typeof run === 'string') return run;
    if ('section' in run) {
      return (
        <a key={i} href={`#${termsAnchor(run.section)}`}>
          {sectionReference(run.section)}
        </a>
      );
    }
    const inApp = pathInApp(run.href);
    return inApp === null ? (
      <a key={i} href={run.href}>
        {run.text}
      </a>
    ) : (
      <Link key={i} href={inApp}>
        {run.text}
      </Link>
    );
  });
}

function Clause({ clause }: { clause: LicenceTermsClause }) {
  return (
    <div css={styles.clause}>
      <span>{clause.number}</span>
      <div>
        <p>
          {clause.title ? <strong>{clause.title}. </strong> : null}
          <Runs text={clause.text} />
        </p>
        {clause.items ? (
          <ol css={styles.items}>
            {clause.items.map((item) => (
              <li key={item.label}>
                <span>{item.label}</span>
                <span>
                  {item.term ? <strong>“{item.term}” </strong> : null}
                  {item.title ? <strong>{item.title}: </strong> : null}
                  <Runs text={item.text} />
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What each tier grants: stacked cards on a phone, one table from md (a table five columns wide would scroll
 * sideways on a phone with nothing saying so), both from the document's one grant table.
 */
function GrantTable() {
  const table = LICENCE_TERMS.grantTable;
  return (
    <>
      <ul css={styles.cards} aria-label={LICENCE_TERMS_TEXT.tiersListLabel}>
        {table.columns.map((column, i) => (
          <li key={column.id} css={styles.card}>
            <h4>
              {column.name} <span>{column.price}</span>
            </h4>
            <dl>
              {table.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.values[i]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {/* A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div css={styles.scroller} role="region" aria-label={table.caption} tabIndex={0}>
        <table css={styles.table}>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              <td />
              {table.columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.name}
                  <span>{column.price}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={table.columns[i]!.id}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The Digital Publishing Licence terms in full (ADR 82), from `@clipmarket/core/licenceTerms`, the document the
 * server also typesets as the PDF this links: the version and effective date, the contents, and each section
 * with its numbered clauses and the grant table, every section's heading an anchor.
 */
export function LicenceTerms() {
  return (
    <section css={styles.terms} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{LICENCE_TERMS.title}</h2>
      <p css={styles.edition}>{LICENCE_TERMS.editionLine}</p>
      <p>{LICENCE_TERMS.summary}</p>
      <p css={styles.pdf}>
        <a href={PAGE_FILES.licenceTermsPdf} css={buttonStyles.secondaryButton}>
          {LICENCE_TERMS_TEXT.pdfLink}
        </a>
      </p>
      <nav css={styles.contents} aria-labelledby={CONTENTS_ID}>
        <h3 id={CONTENTS_ID}>{LICENCE_TERMS_TEXT.contents}</h3>
        <ol>
          {LICENCE_TERMS.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${termsAnchor(section.id)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {LICENCE_TERMS.sections.map((section) => (
        <section key={section.id} aria-labelledby={termsAnchor(section.id)}>
          <h3 id={termsAnchor(section.id)} css={styles.sectionHeading}>
            <span>{section.number}</span> {section.heading}
          </h3>
          {section.blocks.map((block, i) =>
            block.kind === 'grantTable' ? (
              <GrantTable key={`table-${i}`} />
            ) : (
              <Clause key={block.number} clause={block} />
            ),
          )}
        </section>
      ))}
    </section>
  );
}
