import { ActionIcon, FileButton, Group, Image, ScrollArea, Select, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sticker } from '@vitrina/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../../common/components/AuthImage';
import { showErrorToast } from '../../../common/notifications/toast';
import { infographicsApi } from '../api/infographicsApi';

const MINE = '__mine__';

/** Reads a picked file as a data URL (stickers are posted as `image` data URLs, SVG included). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read failed')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** System sticker categories and my own stickers; a click adds the sticker to the card. */
export function StickerPanel({ onPick }: { onPick: (sticker: Sticker) => void }) {
  const { t, i18n } = useTranslation('infographics');
  // System categories by their key in the interface language; the server's English label is the fallback.
  const categoryLabel = (key: string, label: string | null) => (i18n.exists(`infographics:stickerCategories.${key}`) ? t(`stickerCategories.${key}` as 'stickers.mine') : (label ?? key));
  const queryClient = useQueryClient();
  const stickers = useQuery({ queryKey: ['infographics', 'stickers'], queryFn: infographicsApi.stickers, staleTime: 60_000 });
  const [category, setCategory] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const all = stickers.data ?? [];
  const categories = [...new Map(all.filter((sticker) => sticker.category).map((sticker) => [sticker.category!, categoryLabel(sticker.category!, sticker.categoryLabel)])).entries()];
  const current = category ?? categories[0]?.[0] ?? MINE;
  const shown = all.filter((sticker) => (current === MINE ? !sticker.system : sticker.category === current));

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      await infographicsApi.uploadSticker(await readAsDataUrl(file));
      await queryClient.invalidateQueries({ queryKey: ['infographics', 'stickers'] });
      setCategory(MINE);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="sticker-panel">
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('stickers.category')}
          data={[...categories.map(([value, label]) => ({ value, label })), { value: MINE, label: t('stickers.mine') }]}
          value={current}
          onChange={setCategory}
          allowDeselect={false}
          size="xs"
          style={{ flex: 1 }}
          data-testid="sticker-category"
        />
        <FileButton onChange={(file) => void upload(file)} accept="image/png,image/webp,image/svg+xml">
          {(props) => (
            <Tooltip label={t('stickers.upload')}>
              <ActionIcon {...props} variant="default" loading={uploading} aria-label={t('stickers.upload')}>
                <IconUpload size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
      </Group>
      <ScrollArea h={260}>
        {shown.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('stickers.none')}
          </Text>
        ) : (
          <SimpleGrid cols={4} spacing={6}>
            {shown.map((sticker, index) => (
              <UnstyledButton key={sticker.id} onClick={() => onPick(sticker)} aria-label={sticker.system && sticker.category ? t('stickers.numbered', { category: categoryLabel(sticker.category, sticker.categoryLabel), number: index + 1 }) : t('stickers.sticker')} data-testid="sticker" style={{ aspectRatio: '1', padding: 4, borderRadius: 6, border: '1px solid var(--mantine-color-default-border)' }}>
                {sticker.image.id ? <AuthImage url={sticker.url} width={128} alt="" /> : <Image src={sticker.url} alt="" fit="contain" h="100%" />}
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </ScrollArea>
    </Stack>
  );
}
