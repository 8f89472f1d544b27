import { Button, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { parsePrompt, TEXT_TO_IMAGE_ASPECTS, TEXT_TO_IMAGE_STYLES } from '@vitrina/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/errorText';
import type { TextToImageForm } from '../api/imageGenerationApi';

/** The spec's weighting checked as the user types; the message is the catalogue's. */
function promptProblem(value: string): string | null {
  const parsed = parsePrompt(value);
  return parsed.ok ? null : errorText(parsed.problem.code);
}

interface TextToImagePanelProps {
  form: TextToImageForm;
  onChange: (form: TextToImageForm) => void;
  onGenerate: () => void;
  running: boolean;
}

/** Prompt (with weights), exceptions, style, aspect ratio, quantity 1–4 and seed. */
export function TextToImagePanel({ form, onChange, onGenerate, running }: TextToImagePanelProps) {
  const { t } = useTranslation('imageGeneration');
  const set = <K extends keyof TextToImageForm>(key: K, value: TextToImageForm[K]) => onChange({ ...form, [key]: value });
  const promptError = promptProblem(form.prompt);
  const negativeError = promptProblem(form.negativePrompt);
  const empty = form.prompt.trim().length === 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Textarea
          label={t('form.prompt')}
          description={t('form.promptHelp')}
          placeholder={t('form.promptPlaceholder')}
          autosize
          minRows={3}
          maxLength={255}
          value={form.prompt}
          error={promptError}
          onChange={(event) => set('prompt', event.currentTarget.value)}
          data-testid="t2i-prompt"
        />
        <Textarea label={t('form.negative')} description={t('form.negativeHelp')} autosize minRows={1} maxLength={255} value={form.negativePrompt} error={negativeError} onChange={(event) => set('negativePrompt', event.currentTarget.value)} />
        <Select
          label={t('form.style')}
          data={TEXT_TO_IMAGE_STYLES.map((style) => ({ value: style, label: t(`styles.${style}`) }))}
          value={form.style}
          allowDeselect={false}
          onChange={(value) => value && set('style', value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.aspect')}
          </Text>
          <SegmentedControl fullWidth data={TEXT_TO_IMAGE_ASPECTS.map((aspect) => ({ value: aspect, label: aspect }))} value={form.aspectRatio} onChange={(value) => set('aspectRatio', value)} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.quantity')}
          </Text>
          <SegmentedControl fullWidth data={['1', '2', '3', '4']} value={String(form.quantity)} onChange={(value) => set('quantity', Number(value))} data-testid="t2i-quantity" />
        </Stack>
        <NumberInput label={t('form.seed')} description={t('form.seedHelp')} min={0} max={2 ** 31 - 1} allowDecimal={false} value={form.seed ?? ''} onChange={(value) => set('seed', typeof value === 'number' ? value : null)} />
        <Button size="md" leftSection={<IconSparkles size={18} />} onClick={onGenerate} loading={running} disabled={empty || Boolean(promptError) || Boolean(negativeError)} data-testid="t2i-generate">
          {t('form.generate', { count: form.quantity })}
        </Button>
      </Stack>
    </Paper>
  );
}
