import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../common/api';
import { useNotificationStore } from '../../common/store/notificationStore';
import { queuedWorkText } from './queuedWorkText';

/** How often the account's waiting jobs are looked up (only while the tab is visible). */
const POLL_MS = 8000;
/** How long a job waits before the banner mentions it. */
const NOTICE_AFTER_MS = 5000;

/**
 * Account-wide: while any of the user's jobs waits in the queue, the notification banner (spec §3,
 * §4, type pending) says how many and roughly how long, from every page; it goes away when the
 * last one starts. A banner someone else put up (a price notice) is left alone, and one the user
 * closed stays closed until the queue has emptied.
 */
export function QueuedWorkNotice() {
  const { t } = useTranslation('toolkit');
  const queued = useQuery({
    queryKey: ['jobs', 'queued'],
    queryFn: async ({ signal }) => (await unwrap(api.GET('/jobs', { params: { query: { status: 'queued', limit: 20 } }, signal }))).data,
    refetchInterval: POLL_MS,
  }).data;
  const shown = useRef<string | null>(null);
  const dismissed = useRef(false);

  useEffect(() => {
    const { notificationActive, notificationText, showNotification, hideNotification } = useNotificationStore.getState();
    // A job that waits only a moment (the usual case) never brings the banner up.
    const waiting = (queued ?? []).filter((job) => Date.now() - Date.parse(job.createdAt) > NOTICE_AFTER_MS);
    const text = waiting.length > 0 ? queuedWorkText(waiting, t) : null;
    const oursIsUp = notificationActive && notificationText === shown.current;
    if (!text) {
      if (oursIsUp) hideNotification();
      shown.current = null;
      dismissed.current = false;
      return;
    }
    // Closed by the user: it stays closed until the queue has emptied.
    if (shown.current !== null && !notificationActive) dismissed.current = true;
    if (dismissed.current || (notificationActive && !oursIsUp)) return;
    if (text !== notificationText || !notificationActive) showNotification(text, 'pending');
    shown.current = text;
  }, [queued, t]);
  return null;
}
