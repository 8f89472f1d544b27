import { CloseButton, Loader } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotificationStore, type NotificationType } from '../store/notificationStore';
import classes from './NotificationBanner.module.css';

function TypeIcon({ type }: { type: NotificationType }) {
  switch (type) {
    case 'success':
      return <IconCircleCheck size={20} aria-hidden />;
    case 'pending':
      return <Loader size={16} color="brand" aria-hidden />;
    case 'error':
      return <IconAlertCircle size={20} aria-hidden />;
  }
}

/** The notification banner (spec §3, §4): present only while active, styled by its type. */
export function NotificationBanner() {
  const { t } = useTranslation();
  const { notificationActive, notificationText, notificationType, hideNotification } = useNotificationStore();
  if (!notificationActive) return null;
  return (
    <div className={classes.banner} data-type={notificationType} role={notificationType === 'error' ? 'alert' : 'status'} data-testid="notification-banner">
      <TypeIcon type={notificationType} />
      <span className={classes.text}>{notificationText}</span>
      <CloseButton size="sm" variant="transparent" c="inherit" onClick={hideNotification} aria-label={t('actions.dismiss')} />
    </div>
  );
}
