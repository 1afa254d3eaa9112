import { i18n, startI18n } from '../../../i18n/index.ts';
import type { Language } from '../../../i18n/languages.ts';

/**
 * For unit tests (node, no DOM): the app's i18n instance in `language` with `namespaces` loaded, so lib functions
 * that call `i18n.t` and the Intl formatters answer as in the browser.
 */
export async function startTestI18n(language: Language, namespaces: string[]): Promise<void> {
  const global = globalThis as { document?: unknown };
  global.document ??= { documentElement: {} };
  if (!i18n.isInitialized) await startI18n(language);
  else await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
}
