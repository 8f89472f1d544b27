import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EditorTabs, type EditorPage } from './EditorTabs';
import { PageHeading } from '../../../common/components/PageHeading';

/** Title, subtitle and the edit / resize / crop tabs above each editor page. */
export function EditorLayout({ imageId, page, title, subtitle, children }: { imageId: string; page: EditorPage; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <PageHeading title={title} subtitle={subtitle} />
        <EditorTabs imageId={imageId} current={page} />
        {children}
      </Stack>
    </Container>
  );
}
