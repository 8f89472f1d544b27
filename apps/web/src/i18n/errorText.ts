import { errorMessage, isErrorCode } from '@vitrina/contracts';
import { currentLanguage } from './currentLanguage';

/**
 * Error texts come from the shared catalogue (packages/contracts), never from locale files:
 * the server and the web app show the same words. Unknown codes read as the generic message.
 */
export function errorText(code: string): string {
  return errorMessage(isErrorCode(code) ? code : 'something_went_wrong', currentLanguage());
}
