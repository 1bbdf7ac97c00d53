import type { ReactNode } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import * as layout from './Layout.styles';
import * as styles from './PageShell.styles';

export interface PageShellProps {
  /** The page's one h1, also the start of the tab's title. */
  heading: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Shown beside the heading on wide screens (actions, a mode switch). */
  aside?: ReactNode;
  /** A navigation above the heading, shared by a group of pages (the account area's, AccountShell). */
  nav?: ReactNode;
  children?: ReactNode;
}

/** The frame of an inner page: its title in the tab, the h1 and lead, and the page's content below. */
export function PageShell({ heading, lead, aside, nav, children }: PageShellProps) {
  useDocumentTitle(`${heading} — Clipmarket`);
  return (
    <div css={[layout.container, styles.page]}>
      {nav}
      <div css={styles.head}>
        <div>
          <h1 css={styles.heading}>{heading}</h1>
          {lead ? <p css={styles.lead}>{lead}</p> : null}
        </div>
        {aside ? <div css={styles.aside}>{aside}</div> : null}
      </div>
      {children}
    </div>
  );
}
