import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EditorTabs, type EditorPage } from './EditorTabs';

/** Title, subtitle and the edit / resize / crop tabs above each editor page. */
export function EditorLayout({ imageId, page, title, subtitle, children }: { imageId: string; page: EditorPage; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        <EditorTabs imageId={imageId} current={page} />
        {children}
      </Stack>
    </Container>
  );
}
