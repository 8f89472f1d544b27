import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPageFrame } from '../../../common/components/PublicPageFrame';

/** The card every sign-in page sits in: a title, an optional line under it, the form, a footer. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <PublicPageFrame>
      <Paper withBorder radius="lg" shadow="sm" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
          {footer ? <Stack gap="xs">{footer}</Stack> : null}
        </Stack>
      </Paper>
    </PublicPageFrame>
  );
}
