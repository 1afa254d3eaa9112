import type * as Messages from '../../contract/messages.ts';
import type { MessageCode, MessageParams } from '../../contract/messages.ts';
import { currentLanguage, i18n } from './index.ts';

/**
 * Messages from the API and from the contract's zod schemas (contract/messages.ts MESSAGES) in the active language.
 * English is the messages' own language: an English UI shows them exactly as given. For Hindi the `errors` catalogue
 * (web/i18n/locales/hi/errors.json, one key per message code) is loaded as soon as Hindi is the language, so a
 * message is ready when an error shows; until then (or for a message it does not know) the English text is shown.
 * The message table itself is loaded with it (an English page that shows no form, the landing page, never needs it).
 */
const NAMESPACE = 'errors';

let messages: typeof Messages | undefined;

/** Loads the active language's `errors` catalogue and the message table (nothing to load for English). */
export function loadErrorCatalogue(): Promise<unknown> {
  if (currentLanguage() === 'en') return Promise.resolve();
  return Promise.all([import('../../contract/messages.ts').then((module) => (messages = module)), i18n.loadNamespaces(NAMESPACE)]);
}

// Start loading when the app starts in Hindi or switches to it (index.ts may not have initialised yet at import).
const loadForLanguage = () => void loadErrorCatalogue().catch(() => {});
i18n.on('initialized', loadForLanguage);
i18n.on('languageChanged', loadForLanguage);
if (i18n.isInitialized) loadForLanguage();

/** The code and variables of a message: the given code (and its variables, else read back from the text), or the code its English text has. */
function identify(
  { isMessageCode, messageParamsOf, parseMessage }: typeof Messages,
  message: string,
  messageCode?: string,
  messageParams?: MessageParams,
): { code: MessageCode; params: MessageParams } | undefined {
  if (!isMessageCode(messageCode)) return parseMessage(message);
  const params = messageParams ?? messageParamsOf(messageCode, message);
  return params ? { code: messageCode, params } : undefined;
}

/**
 * The active language's text for a message from the API (`message` with its `messageCode` and `messageParams`) or
 * from a shared zod schema (a form error: `message` alone, recognised by its English text). A message that is not
 * in MESSAGES, or whose variables cannot be told, is returned unchanged.
 */
export function translateMessage(message: string, messageCode?: string, messageParams?: MessageParams): string {
  if (currentLanguage() === 'en') return message;
  if (!messages || !i18n.hasLoadedNamespace(NAMESPACE)) {
    loadForLanguage();
    return message;
  }
  const identified = identify(messages, message, messageCode, messageParams);
  if (!identified) return message;
  const key = `${NAMESPACE}:${identified.code}`;
  return i18n.exists(key) ? i18n.t(key, identified.params) : message;
}
