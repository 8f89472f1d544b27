import { DirectionProvider, MantineProvider, mergeThemeOverrides, PasswordInput } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@vitrina/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../common/api/queryClient';
import { theme } from './theme';

/** Theme, direction (RTL for ar), server-state cache, toasts (5 s, spec §4) and confirm modals. */
export function AppProviders({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  const { t } = useTranslation('common');
  // Mantine names some built-in controls in English (the password eye, the drop zone's file
  // input): they get the interface language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('actions.showPassword') } } }),
          // By name, not Dropzone.extend: the drop zone stays out of the first page's bundle.
          Dropzone: { defaultProps: { inputProps: { 'aria-label': t('actions.chooseFile') } } },
        },
      }),
    [t],
  );
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={localTheme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
          <ModalsProvider>{children}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
