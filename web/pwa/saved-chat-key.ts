/** The localStorage key of the saved chat (saved-chat-storage.ts); on its own so the entry takes only this string. */
export const SAVED_CHAT_KEY = 'tutorhood:saved-chat';
