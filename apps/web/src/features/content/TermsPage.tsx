import { ContentArticle } from './ContentArticle';
import { TERMS_OF_USE } from './content';
import { LicenceTerms } from './LicenceTerms';

/**
 * The terms page (spec section 2, `/licensing/terms`): the terms of use, then the Digital Publishing Licence
 * terms in full with the PDF of them (ADR 82). A page of its own, so only it carries the licence terms' words.
 */
export default function TermsPage() {
  return (
    <ContentArticle document={TERMS_OF_USE}>
      <LicenceTerms />
    </ContentArticle>
  );
}
