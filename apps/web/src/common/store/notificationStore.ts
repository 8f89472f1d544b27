import { create } from 'zustand';

export type NotificationType = 'success' | 'pending' | 'error';

/** The notification banner, spec §3; visible only while notificationActive (spec §4). */
export interface NotificationState {
  notificationText: string;
  notificationType: NotificationType;
  notificationActive: boolean;
  showNotification: (text: string, type: NotificationType) => void;
  hideNotification: () => void;
}

export const useNotificationStore = create<NotificationState>()((set) => ({
  notificationText: '',
  notificationType: 'success',
  notificationActive: false,
  showNotification: (notificationText, notificationType) => set({ notificationText, notificationType, notificationActive: true }),
  hideNotification: () => set({ notificationActive: false }),
}));
