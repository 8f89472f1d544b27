import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';

/** Title, subtitle, a link to the tool's gallery, then the page's content. */
export function ToolPageLayout({ tool, title, subtitle, children }: { tool: string; title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('toolkit');
  const lang = useLanguage();
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <Anchor component={Link} to={`/${lang}/${tool}/gallery`} size="sm">
            {t('gallery')}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
