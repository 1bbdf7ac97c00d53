import { PAGES } from '@clipmarket/core';
import { Link } from 'wouter';
import { ContentArticle } from './ContentArticle';
import { VIDEO_SUBMISSIONS } from './content';

/** How a filmer submits a clip (spec section 2: video submissions). */
export default function VideoSubmissionsPage() {
  return (
    <ContentArticle document={VIDEO_SUBMISSIONS}>
      <p>
        Read the <Link href={PAGES.submissionTerms.path()}>video submission terms</Link> before you send a
        clip.
      </p>
    </ContentArticle>
  );
}
