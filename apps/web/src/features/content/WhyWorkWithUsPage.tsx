import { PAGES } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import { ContentArticle } from './ContentArticle';
import { WHY_WORK_WITH_US } from './content';
import * as styles from './Content.styles';

/** The page about working with us, at both of its paths (spec section 2). */
export default function WhyWorkWithUsPage() {
  return (
    <ContentArticle document={WHY_WORK_WITH_US}>
      <div css={styles.related}>
        <Link href={PAGES.videoSubmissions.path()} css={buttonStyles.primaryButton}>
          Submit your video
        </Link>
        <Link href={PAGES.pricing.path()} css={buttonStyles.secondaryButton}>
          See licence prices
        </Link>
      </div>
    </ContentArticle>
  );
}
