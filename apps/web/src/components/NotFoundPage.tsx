import { PAGES } from '@clipmarket/core';
import { Link } from 'wouter';
import * as layout from './Layout.styles';
import { APP_COPY } from '../copy';
import { useDocumentTitle } from '../useDocumentTitle';
import * as styles from './NotFoundPage.styles';

/** Any path under /licensing that no route claims (spec section 2: "any other path"). */
export default function NotFoundPage() {
  useDocumentTitle(APP_COPY.notFound.documentTitle);
  return (
    <div css={[layout.container, styles.page]}>
      <h1>{APP_COPY.notFound.heading}</h1>
      <p>{APP_COPY.notFound.body}</p>
      <Link href={`~${PAGES.home.href()}`} css={styles.homeLink}>
        {APP_COPY.notFound.backHome}
      </Link>
    </div>
  );
}
