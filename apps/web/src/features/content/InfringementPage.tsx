import { PAGES } from '@clipmarket/core';
import { Link } from 'wouter';
import { ContentArticle } from './ContentArticle';
import { INFRINGEMENT } from './content';

/** How to report unlicensed use or a clip that should not be here (spec section 2). */
export default function InfringementPage() {
  return (
    <ContentArticle document={INFRINGEMENT}>
      <p>
        Licensing questions that are not about infringement go through the{' '}
        <Link href={PAGES.inquiry.path()}>licensing inquiry</Link>.
      </p>
    </ContentArticle>
  );
}
