import { useLocation } from 'wouter';
import NotFoundPage from '../../components/NotFoundPage';
import { ContentArticle } from './ContentArticle';
import { LEGAL_DOCUMENTS } from './content';

/** The privacy policies and terms (spec section 2): one page, the document chosen by the path. */
export default function LegalPage() {
  const [location] = useLocation();
  const document = LEGAL_DOCUMENTS[location];
  return document ? <ContentArticle document={document} /> : <NotFoundPage />;
}
