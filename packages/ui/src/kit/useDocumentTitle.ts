import { useEffect } from 'react';

/**
 * Sets the browser tab's title while the screen is shown and puts the previous one back when it
 * goes, so the title names the page a screen-reader user just landed on.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
