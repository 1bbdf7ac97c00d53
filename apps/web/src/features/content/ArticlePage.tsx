import { PAGES } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { Link, useLocation } from 'wouter';
import NotFoundPage from '../../components/NotFoundPage';
import { ContentArticle } from './ContentArticle';
import { ARTICLES } from './content';
import * as styles from './Content.styles';

/** The articles about earning from viral video (spec section 2), each ending in a way to act on it. */
export default function ArticlePage() {
  const [location] = useLocation();
  const document = ARTICLES[location];
  if (!document) return <NotFoundPage />;
  return (
    <ContentArticle document={document}>
      <div css={styles.related}>
        <Link href={PAGES.search.path()} css={buttonStyles.primaryButton}>
          Browse the library
        </Link>
        <Link href={PAGES.videoSubmissions.path()} css={buttonStyles.secondaryButton}>
          Submit your video
        </Link>
      </div>
    </ContentArticle>
  );
}
