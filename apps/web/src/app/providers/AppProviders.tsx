import { DirectionProvider, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { queryClient } from '../../common/api/queryClient';
import { theme } from './theme';

/** Theme, direction (RTL for ar), server-state cache, toasts (5 s, spec §4) and confirm modals. */
export function AppProviders({ direction, children }: { direction: 'ltr' | 'rtl'; children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-center" autoClose={TOAST_MS} zIndex={1000} />
          <ModalsProvider>{children}</ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
