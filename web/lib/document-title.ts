import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_NAME = 'Tutorhood';

/** Sets document.title to "{title} | Tutorhood" (or the app's name and tagline), in the active language. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const fallback = t('documentTitle.default');
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : fallback;
  }, [title, fallback]);
}
