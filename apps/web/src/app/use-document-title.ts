import { useEffect } from 'react';

/** Keeps the tab title in step with the current screen. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
