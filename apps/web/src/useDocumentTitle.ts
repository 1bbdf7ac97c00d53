import { useEffect } from 'react';

/**
 * Sets the tab's title while a page is shown. React 19's hoisted `<title>` would add a second title
 * element beside index.html's, and browsers show the first one.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
