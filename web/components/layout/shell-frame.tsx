import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/**
 * The signed-in frame's skip link and <main>, shared by the app shell (web/app/routes/app-shell.tsx) and the static
 * preview of the home that paints before the app's code has run (web/build/prerender-entry.tsx): one markup, so the
 * app takes the preview's place without anything moving.
 */
export function SkipToContent() {
  const { t } = useTranslation('layout');
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('skipToContent')}
    </a>
  );
}

/** The screen's area under the fixed navigation; `padding` leaves room for the support button (useSupportMainPadding). */
export function ShellMain({ padding, children }: { padding: string; children: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className={cn('mx-auto min-h-dvh max-w-6xl px-4 pt-32 outline-none md:pt-24', padding)}>
      {children}
    </main>
  );
}
