import { Alert, Box, Button, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { GENERATION_QUANTITY_MAX, GENERATION_STYLES, GENERATION_THEMES } from '@vitrina/contracts';
import { IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEngineName } from '../../../common/engines/EngineName';
import { useToolAvailability } from '../../../common/engines/useToolAvailability';
import { promptProblem, type GenerationForm } from '../generationForm';
import { SIZE_OPTIONS } from '../sizeOptions';
import { PromptField } from './PromptField';
import { PromptHelp } from './PromptHelp';
import { PromptIdeas } from './PromptIdeas';

interface GenerationPanelProps {
  form: GenerationForm;
  onChange: (form: GenerationForm) => void;
  onGenerate: () => void;
  running: boolean;
}

/** Prompt, exceptions, style, theme, size and quantity, and the Generate button (spec §1, §3). */
export function GenerationPanel({ form, onChange, onGenerate, running }: GenerationPanelProps) {
  const { t } = useTranslation('generation');
  const engineName = useEngineName();
  // Which engine will paint the scenes: a configured diffusion engine, or the built-in studio engine.
  const { engine } = useToolAvailability('generate');
  const diffusion = engine !== null && engine !== 'studio';
  const set = <Key extends keyof GenerationForm>(key: Key, value: GenerationForm[Key]) => onChange({ ...form, [key]: value });
  const invalid = promptProblem(form.prompt) !== null || promptProblem(form.negativePrompt) !== null;
  const sizeData = [
    { group: t('size.aspects'), items: SIZE_OPTIONS.filter((option) => !option.marketplace).map((option) => ({ value: option.id, label: `${option.ratio} · ${option.width}×${option.height}` })) },
    { group: t('size.marketplace'), items: SIZE_OPTIONS.filter((option) => option.marketplace).map((option) => ({ value: option.id, label: `${option.width}×${option.height} (${option.ratio})` })) },
  ];
  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={(event) => { event.preventDefault(); if (!invalid && !running) onGenerate(); }}>
      <Stack gap="sm">
        <PromptField label={t('form.prompt')} value={form.prompt} onChange={(value) => set('prompt', value)} placeholder={t('form.promptPlaceholder')} testId="prompt" aside={<PromptHelp />} />
        <PromptIdeas onPick={(prompt) => set('prompt', prompt)} />
        <PromptField label={t('form.negativePrompt')} value={form.negativePrompt} onChange={(value) => set('negativePrompt', value)} placeholder={t('form.negativePlaceholder')} testId="negative-prompt" />
        <Select
          label={t('form.style')}
          data={GENERATION_STYLES.map((style) => ({ value: style, label: t(`styles.${style}`) }))}
          value={form.style}
          onChange={(value) => value && set('style', value)}
          allowDeselect={false}
          data-testid="style"
        />
        <Select
          label={t('form.theme')}
          data={GENERATION_THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) }))}
          value={form.theme}
          onChange={(value) => value && set('theme', value)}
          allowDeselect={false}
          data-testid="theme"
        />
        <Select label={t('form.size')} data={sizeData} value={form.size} onChange={(value) => value && set('size', value)} allowDeselect={false} data-testid="size" />
        <NumberInput
          label={t('form.quantity')}
          min={1}
          max={GENERATION_QUANTITY_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          value={form.quantity}
          onChange={(value) => typeof value === 'number' && set('quantity', value)}
          data-testid="quantity"
        />
        {/* The action and its cost stay in view on a laptop screen, however long the form. */}
        <Box pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
          <Button type="submit" size="md" fullWidth leftSection={<IconSparkles size={18} />} loading={running} disabled={invalid} data-testid="generate">
            {t('form.generate', { count: form.quantity })}
          </Button>
        </Box>
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={16} />} p="xs">
          <Text size="xs" data-testid="engine-note">
            {diffusion ? t('engineNoteDiffusion', { engine: engineName(engine) }) : t('engineNote')}
          </Text>
        </Alert>
      </Stack>
    </Paper>
  );
}
