import { Anchor, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthImage } from '../../../common/components/AuthImage';
import { ToolUploadPanel } from '../../tools';
import { infographicsApi } from '../api/infographicsApi';
import { FlavourLinks } from '../components/FlavourLinks';
import { PreviewStrip } from '../components/PreviewStrip';
import { useInfographicsPaths } from '../paths';

/** /:lang/infographics (standalone flavour): cards on any image; each image with its 6 newest cards. */
export function ImageInfographicsIndexPage() {
  const { t } = useTranslation('infographics');
  const navigate = useNavigate();
  const paths = useInfographicsPaths();
  const sources = useQuery({ queryKey: ['infographics', 'sources-previews'], queryFn: () => infographicsApi.sourcesWithPreviews() });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('images.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('images.subtitle')}
          </Text>
          <FlavourLinks current="images" />
        </Stack>
        <ToolUploadPanel onImage={(imageId) => void navigate(paths.image(imageId))} />
        {sources.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (sources.data?.data.length ?? 0) === 0 ? (
          <Text c="dimmed">{t('images.empty')}</Text>
        ) : (
          sources.data?.data.map((source) => {
            const start = { generatedImageId: source.generatedImageId ?? undefined, productId: source.productId ?? undefined };
            return (
              <Card key={source.id} withBorder radius="lg" padding="md" data-testid="source-previews">
                <Group justify="space-between" mb="sm">
                  <div style={{ width: 48, height: 48 }}>
                    <AuthImage url={source.image.url} width={96} alt={t('images.image')} />
                  </div>
                  <Anchor component={Link} to={paths.image(source.image.id, start)} size="sm">
                    {t('allCards', { count: source.infographicsTotal })}
                  </Anchor>
                </Group>
                <PreviewStrip cards={source.infographics} onOpen={(card) => void navigate(paths.edit(source.image.id, { ...start, infographicId: card.id }))} />
              </Card>
            );
          })
        )}
      </Stack>
    </Container>
  );
}
