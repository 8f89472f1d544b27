import { Badge, Button, Card, Group, Text } from '@mantine/core';
import type { Inspiration } from '@vitrina/contracts';
import { IconTrash, IconWand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './LookCard.module.css';

/** What made the look, in the reader's language (the prompt itself stays for the tool's form). */
function useRecipeSummary(look: Inspiration): string {
  const { t } = useTranslation('generation');
  const { recipe } = look;
  if (recipe.tool === 'generate' && recipe.style && recipe.theme) {
    return [t(`styles.${recipe.style}` as 'styles.studio'), recipe.theme === 'none' ? null : t(`themes.${recipe.theme}` as 'themes.none'), recipe.size]
      .filter(Boolean)
      .join(' · ');
  }
  return '';
}

/** One look of the wall: its thumbnail (lazy, sized before it loads), what made it, and "Use this look". */
export function LookCard({ look, onUse, onRemove }: { look: Inspiration; onUse: () => void; onRemove?: () => void }) {
  const { t } = useTranslation('inspiration');
  const tool = t(`tools.${look.recipe.tool}`);
  const category = t(`categories.${look.category}`);
  const summary = useRecipeSummary(look);
  // The thumbnail is 320 px on its long side; width/height keep the layout still while it loads.
  const scale = 320 / Math.max(look.width, look.height);
  return (
    <Card withBorder radius="md" padding={0} className={classes.card} data-testid="look" data-look={look.id} data-tool={look.recipe.tool} data-category={look.category} data-own={look.own || undefined}>
      <img
        src={look.thumbnailUrl}
        alt={t('card.alt', { tool, category })}
        loading="lazy"
        decoding="async"
        width={Math.round(look.width * scale)}
        height={Math.round(look.height * scale)}
        className={classes.image}
      />
      <Group gap={6} p="sm" pb={0} wrap="wrap">
        <Badge variant="light" size="sm">
          {tool}
        </Badge>
        <Badge variant="outline" color="gray" size="sm">
          {category}
        </Badge>
        {look.own && (
          <Badge variant="filled" color="teal" size="sm" data-testid="look-own">
            {t('card.own')}
          </Badge>
        )}
        {look.beforeUrl && (
          <Badge variant="dot" color="teal" size="sm">
            {t('card.beforeAfter')}
          </Badge>
        )}
      </Group>
      {(summary || (look.source === 'community' && !look.own)) && (
        <Text size="xs" c="dimmed" px="sm" pt={4}>
          {look.source === 'community' ? t('card.community') : summary}
        </Text>
      )}
      <Group gap="xs" p="sm" mt="auto" wrap="nowrap">
        <Button size="xs" leftSection={<IconWand size={14} aria-hidden />} onClick={onUse} data-testid="use-look">
          {t('card.useLook')}
        </Button>
        {onRemove && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} leftSection={<IconTrash size={14} aria-hidden />}>
            {t('card.remove')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
