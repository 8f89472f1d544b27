import { TOAST_MS } from '@vitrina/contracts';
import { isApiError } from '../api/ApiError';
import { errorText } from '../../i18n/errorText';

export type ToastTone = 'success' | 'error' | 'info';

const toneColor: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'brand' };

/**
 * A toast: shown for 5 s (spec §4, TOAST_MS). Mantine's notifications load with the first toast
 * (the app's <Notifications> renderer is lazy too), keeping them out of the first chunk.
 */
export function showToast(toast: { message: string; title?: string; tone?: ToastTone }): void {
  const tone = toast.tone ?? 'info';
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ message: toast.message, title: toast.title, color: toneColor[tone], autoClose: TOAST_MS, withBorder: true }),
  );
}

/** Shows what went wrong: the server's localised message, or the generic one. */
export function showErrorToast(error: unknown): void {
  const message = isApiError(error) && error.message ? error.message : errorText('something_went_wrong');
  showToast({ message, tone: 'error' });
}
