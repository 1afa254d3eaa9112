/** The localStorage key of the saved copy (saved-copy-storage.ts); on its own so the entry takes only this string. */
export const SAVED_COPY_KEY = 'tutorhood:saved-copy';
/** Where versions before the copy covered every screen kept the chat: deleted with the copy. */
export const LEGACY_SAVED_CHAT_KEY = 'tutorhood:saved-chat';
