import { createContext, useContext } from 'react';
import { useDocumentTitle } from '../useDocumentTitle';
import type { PageHead } from './pageHead';

/** Where the server renderer collects the head of the page it renders (entry-server.tsx); none in the browser. */
export interface HeadCollector {
  head?: PageHead;
}

export const HeadContext = createContext<HeadCollector | null>(null);

/**
 * Declares the page's head: in the browser the tab's title, on the server the whole head (`headTags`) that
 * replaces the app's title and description in the HTML. The page rendered last (the innermost) wins.
 */
export function usePageHead(head: PageHead): void {
  const collector = useContext(HeadContext);
  // Rendering on the server is one pass with no effects: the head is noted as the page renders.
  if (collector) collector.head = head;
  useDocumentTitle(head.title);
}
