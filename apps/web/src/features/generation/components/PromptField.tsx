import { Group, Text, Textarea } from '@mantine/core';
import { TEXT_FIELD_MAX } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/errorText';
import { promptProblem } from '../generationForm';

interface PromptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  testId: string;
  /** Shown beside the label (the prompt help). */
  aside?: ReactNode;
}

/** A prompt textarea that checks the weighting syntax as the user types (spec §5). */
export function PromptField({ label, value, onChange, placeholder, testId, aside }: PromptFieldProps) {
  const { t } = useTranslation('generation');
  const problem = promptProblem(value);
  return (
    <Textarea
      label={
        <Group gap={6} component="span" wrap="nowrap">
          {label}
          {aside}
        </Group>
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      placeholder={placeholder}
      autosize
      minRows={2}
      maxRows={6}
      // One character over is allowed in the box so the message can say why it is refused.
      maxLength={TEXT_FIELD_MAX + 1}
      error={problem ? `${errorText(problem.code)} ${t('form.atCharacter', { index: problem.index + 1 })}` : undefined}
      description={
        <Text component="span" size="xs" c={value.length > TEXT_FIELD_MAX ? 'red' : 'dimmed'}>
          {t('form.counter', { count: value.length, max: TEXT_FIELD_MAX })}
        </Text>
      }
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      data-testid={testId}
    />
  );
}
