import type { Job } from '@vitrina/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../common/api';
import { useNotificationStore } from '../../common/store/notificationStore';
import { queuedWorkText } from './queuedWorkText';

/** How often the account's waiting jobs are looked up (only while the tab is visible). */
const POLL_MS = 8000;

/**
 * Account-wide: while any of the user's jobs waits in the queue, the notification banner (spec §3,
 * §4, type pending) says how many and roughly how long, from every page; it goes away when the
 * last one starts. A banner someone else put up (a price notice) is left alone.
 */
export function QueuedWorkNotice() {
  const { t } = useTranslation('toolkit');
  const queued = useQuery({
    queryKey: ['jobs', 'queued'],
    queryFn: async ({ signal }) => (await api.get<{ data: Job[] }>('/jobs', { query: { status: 'queued', limit: 20 }, signal })).data,
    refetchInterval: POLL_MS,
  }).data;
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const { notificationActive, notificationText, showNotification, hideNotification } = useNotificationStore.getState();
    const text = queued && queued.length > 0 ? queuedWorkText(queued, t) : null;
    const oursIsUp = notificationActive && notificationText === shown.current;
    if (text && (oursIsUp || !notificationActive)) {
      if (text !== notificationText || !notificationActive) showNotification(text, 'pending');
      shown.current = text;
    } else if (!text && oursIsUp) {
      hideNotification();
      shown.current = null;
    }
  }, [queued, t]);
  return null;
}
