import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const APP_NAME = 'Tutorhood';

/** Sets document.title to "{title} | Tutorhood" (or the app's name and tagline), in the active language. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const fallback = t('documentTitle.default');
  useEffect(() => {
    const next = title ? `${title} | ${APP_NAME}` : fallback;
    // A server-rendered page has its title already: setting it again costs a style pass for nothing.
    if (document.title !== next) document.title = next;
  }, [title, fallback]);
}
