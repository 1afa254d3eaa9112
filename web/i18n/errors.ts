/**
 * The active language's text for a message from the API or from a shared (contract) zod schema. Placeholder until the
 * error-code work lands: returns the English message as given.
 */
export function translateMessage(message: string, _messageCode?: string): string {
  return message;
}
