import { describe, expect, it } from 'vitest';
import { useNotificationStore } from './notificationStore';
import { useUiStore } from './uiStore';

describe('ui store', () => {
  it('starts as spec §3 says', () => {
    const { isMobile, isTablet, sectionIndex, isLoading } = useUiStore.getState();
    expect({ isMobile, isTablet, sectionIndex, isLoading }).toEqual({ isMobile: false, isTablet: false, sectionIndex: -1, isLoading: false });
  });

  it('closes the mobile menu when the viewport grows out of mobile', () => {
    useUiStore.getState().setViewport({ isMobile: true, isTablet: false });
    useUiStore.getState().setMenuOpen(true);
    useUiStore.getState().setViewport({ isMobile: false, isTablet: true });
    expect(useUiStore.getState()).toMatchObject({ isMobile: false, isTablet: true, isMenuOpen: false });
  });
});

describe('notification store', () => {
  it('is inactive until shown, and keeps its text while hiding', () => {
    expect(useNotificationStore.getState().notificationActive).toBe(false);
    useNotificationStore.getState().showNotification('Generating…', 'pending');
    expect(useNotificationStore.getState()).toMatchObject({ notificationText: 'Generating…', notificationType: 'pending', notificationActive: true });
    useNotificationStore.getState().hideNotification();
    expect(useNotificationStore.getState()).toMatchObject({ notificationActive: false, notificationText: 'Generating…' });
  });
});
