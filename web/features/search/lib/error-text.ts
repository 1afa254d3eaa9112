import { translateMessage } from '../../../i18n/errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/** The server's message in the active language when there is one, else the client's own text for the failure. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) {
    const code = (error.body as { messageCode?: unknown } | null)?.messageCode;
    return translateMessage(error.serverMessage, typeof code === 'string' ? code : undefined);
  }
  return errorMessage(error, fallback);
}
