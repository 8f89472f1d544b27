import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToolAvailability } from '../../../common/engines/useToolAvailability';
import { useLanguage } from '../../../common/hooks/useLanguage';

/** Title, what one run costs, subtitle, a link to the tool's gallery, then the page's content. */
export function ToolPageLayout({ tool, title, subtitle, children }: { tool: string; title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('toolkit');
  const lang = useLanguage();
  const { cost } = useToolAvailability(tool);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} size="h2">
                {title}
              </Title>
              {cost !== null ? (
                <Badge variant="light" color={cost === 0 ? 'teal' : 'brand'} tt="none" data-testid="tool-cost">
                  {cost === 0 ? t('cost.free') : t('cost.perPicture', { count: cost })}
                </Badge>
              ) : null}
            </Group>
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
