import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const IDEA_KEYS = ['marble', 'kitchen', 'beach', 'podium', 'linen', 'neon', 'forest', 'holiday'] as const;

/** Ready-made prompts: a click fills the prompt field (in English, as the help advises). */
export function PromptIdeas({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useTranslation('generation');
  return (
    <div>
      <Text size="sm" fw={500} mb={6}>
        {t('ideas.title')}
      </Text>
      <Group gap={6}>
        {IDEA_KEYS.map((key) => (
          <Chip key={key} checked={false} size="xs" variant="outline" onChange={() => onPick(t(`ideas.prompts.${key}`, { lng: 'en' }))} data-testid="prompt-idea">
            {t(`ideas.labels.${key}`)}
          </Chip>
        ))}
      </Group>
    </div>
  );
}
