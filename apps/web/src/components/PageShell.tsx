import type { ReactNode } from 'react';
import type { PageHead } from '../head/pageHead';
import { usePageHead } from '../head/usePageHead';
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
  /** The rest of the page's head (a picture for its link preview); the lead, when it is text, describes it. */
  head?: Omit<PageHead, 'title'>;
  children?: ReactNode;
}

/** The frame of an inner page: its title in the tab, the h1 and lead, and the page's content below. */
export function PageShell({ heading, lead, aside, nav, head, children }: PageShellProps) {
  usePageHead({
    title: `${heading} — Clipmarket`,
    description: typeof lead === 'string' ? lead : undefined,
    ...head,
  });
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
