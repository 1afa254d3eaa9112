import { useEffect } from 'react';

export const APP_NAME = 'Tutorhood';

/** Sets document.title to "{title} | Tutorhood" (or the bare name). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : `${APP_NAME} - Find Your Perfect Tutor`;
  }, [title]);
}
