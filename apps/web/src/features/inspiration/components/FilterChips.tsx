import { Chip, Group, Text } from '@mantine/core';
import { useId } from 'react';

/** One row of single-choice chips with an "All" chip first; null = all. */
export function FilterChips<T extends string>({ label, allLabel, values, value, labelOf, onChange, testId }: {
  label: string;
  allLabel: string;
  values: readonly T[];
  value: T | null;
  labelOf: (value: T) => string;
  onChange: (value: T | null) => void;
  testId: string;
}) {
  const labelId = useId();
  return (
    <Group gap="xs" align="center" role="group" aria-labelledby={labelId} data-testid={testId}>
      <Text id={labelId} size="sm" fw={600} miw={90}>
        {label}
      </Text>
      <Chip.Group<false> multiple={false} value={value ?? ''} onChange={(next: string) => onChange(next === '' ? null : (next as T))}>
        <Chip value="" size="sm" variant="light">
          {allLabel}
        </Chip>
        {values.map((item) => (
          <Chip key={item} value={item} size="sm" variant="light" data-value={item}>
            {labelOf(item)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
