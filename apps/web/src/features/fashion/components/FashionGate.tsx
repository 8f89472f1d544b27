import { Badge, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EngineRequired } from '../../../common/engines/EngineRequired';
import { useToolAvailability } from '../../../common/engines/useToolAvailability';
import { FashionNav } from './FashionNav';

/** Every Fashion page: the beta mark, the section links, and the engine explanation when there is none. */
export function FashionGate({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('engines');
  const availability = useToolAvailability('fashion-try-on');
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={1} size="h2">
                {title}
              </Title>
              <Badge variant="light" color="grape">
                {t('beta')}
              </Badge>
            </Group>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <FashionNav />
        </Group>
        {availability.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : availability.available ? (
          children
        ) : (
          <EngineRequired feature="fashion" />
        )}
      </Stack>
    </Container>
  );
}
