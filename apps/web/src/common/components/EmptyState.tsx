import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calm centred message with an icon, a title, a line of text and an optional action. */
export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="md" maw={460} mx="auto" ta="center" py="xl">
      <ThemeIcon size={64} radius="xl" variant="gradient" gradient={{ from: 'brand.5', to: 'grape.5', deg: 135 }}>
        {icon}
      </ThemeIcon>
      <Stack gap={6} align="center">
        <Title order={2} fz={24} fw={700}>
          {title}
        </Title>
        {text && (
          <Text c="dimmed" size="md" lh={1.6}>
            {text}
          </Text>
        )}
      </Stack>
      {action}
    </Stack>
  );
}
