import { lazyPage, type PageRoutes } from '../../lazyPage';

const Legal = lazyPage(() => import('./LegalPage'));
// The terms page carries the licence terms in full (ADR 82): a chunk of its own, so the other legal pages do not.
const Terms = lazyPage(() => import('./TermsPage'));
const VideoSubmissions = lazyPage(() => import('./VideoSubmissionsPage'));
const Infringement = lazyPage(() => import('./InfringementPage'));
const Faq = lazyPage(() => import('./FaqPage'));
const Article = lazyPage(() => import('./ArticlePage'));
const WhyWorkWithUs = lazyPage(() => import('./WhyWorkWithUsPage'));
const Accessibility = lazyPage(() => import('./AccessibilityPage'));

/** The content pages: the legal texts, the FAQ, the articles, submissions, infringement, accessibility. */
export const contentRoutes = {
  privacyPolicy: Legal,
  privacyPolicyCa: Legal,
  privacyPolicyVa: Legal,
  videoSubmissions: VideoSubmissions,
  termsEu: Legal,
  terms: Terms,
  submissionTerms: Legal,
  reportedInfringement: Infringement,
  faq: Faq,
  makeMoneyArticle: Article,
  videoEarningsArticle: Article,
  whyWorkWithUs: WhyWorkWithUs,
  accessibility: Accessibility,
} satisfies PageRoutes;
