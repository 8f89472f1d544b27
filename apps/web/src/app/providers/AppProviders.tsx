import { DirectionProvider, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@vitrina/contracts';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../common/api/queryClient';
import { theme } from './theme';

// The toasts' renderer loads after the first paint; a toast shown before that waits in the store.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Theme, direction (RTL for ar), server-state cache and toasts (5 s, spec §4). */
export function AppProviders({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  const { t } = useTranslation('common');
  // Mantine names some built-in controls in English (the password eye, the drop zone's file
  // input): they get the interface language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // By name, not PasswordInput.extend / Dropzone.extend: neither control is in the first page's bundle.
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('actions.showPassword') } } },
          Dropzone: { defaultProps: { inputProps: { 'aria-label': t('actions.chooseFile') } } },
        },
      }),
    [t],
  );
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={localTheme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={null}>
            <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
          </Suspense>
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
