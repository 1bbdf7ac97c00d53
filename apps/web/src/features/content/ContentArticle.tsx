import { formatDisplayDate } from '@clipmarket/core';
import type { ReactNode } from 'react';
import { PageShell } from '../../components/PageShell';
import type { ContentDocument } from './content';
import * as styles from './Content.styles';

/** A reading page: the document's title and lead, its sections, and anything the page adds below. */
export function ContentArticle({ document, children }: { document: ContentDocument; children?: ReactNode }) {
  return (
    <PageShell heading={document.title} lead={document.lead}>
      <article css={styles.prose}>
        {document.updated ? (
          <p css={styles.updated}>
            Last updated <time dateTime={document.updated}>{formatDisplayDate(document.updated)}</time>
          </p>
        ) : null}
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {children}
      </article>
    </PageShell>
  );
}
