import { Alert, Anchor, Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { INSPIRATION_CATEGORIES, type GeneratedImage, type InspirationCategory } from '@vitrina/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../common/hooks/useLanguage';
import type { useInspirationShare } from '../useInspirationShare';

const isCategory = (value: string): value is InspirationCategory => (INSPIRATION_CATEGORIES as readonly string[]).includes(value);

interface InspirationShareDialogProps {
  item: GeneratedImage | null;
  share: ReturnType<typeof useInspirationShare>;
  onClose: () => void;
}

/**
 * "Share to Inspiration": the category the look is shown under and a plain opt-in sentence; once
 * shared, where it is and how to take it off again.
 */
export function InspirationShareDialog({ item, share, onClose }: InspirationShareDialogProps) {
  const { t } = useTranslation(['gallery', 'inspiration', 'common']);
  const lang = useLanguage();
  const [category, setCategory] = useState<InspirationCategory | null>(null);
  const close = () => {
    setCategory(null);
    onClose();
  };
  const published = item?.inspiration ?? null;
  return (
    <Modal opened={item !== null} onClose={close} title={t('gallery:inspiration.dialogTitle')} centered size="md" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {item && published ? (
        <Stack gap="md" data-testid="inspiration-shared">
          <Alert color="teal" icon={<IconSparkles size={18} aria-hidden />} title={t('gallery:inspiration.shared')}>
            {t('gallery:inspiration.sharedIn', { category: t(`inspiration:categories.${published.category}`) })}
          </Alert>
          <Anchor component={Link} to={`/${lang}/inspire?category=${published.category}`} size="sm">
            {t('gallery:inspiration.seeOnWall')}
          </Anchor>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('gallery:inspiration.close')}
            </Button>
            <Button color="red" variant="light" loading={share.busy} onClick={() => void share.unpublish(item)} data-testid="inspiration-remove">
              {t('gallery:inspiration.remove')}
            </Button>
          </Group>
        </Stack>
      ) : item ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (category) void share.publish(item, category);
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={t('gallery:inspiration.category')}
              value={category}
              onChange={(value) => setCategory(isCategory(value) ? value : null)}
              required
              data-testid="inspiration-category"
            >
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
                {INSPIRATION_CATEGORIES.map((value) => (
                  <Radio key={value} value={value} label={t(`inspiration:categories.${value}`)} />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Text size="sm" data-testid="inspiration-consent">
              {t('gallery:inspiration.consent')}
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('gallery:inspiration.cancel')}
              </Button>
              <Button type="submit" disabled={!category} loading={share.busy} leftSection={<IconSparkles size={16} aria-hidden />} data-testid="inspiration-publish">
                {t('gallery:inspiration.publish')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
