import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon button with its label as tooltip and accessible name. */
export function ToolButton({ label, onClick, disabled, testId, children }: { label: string; onClick: () => void; disabled?: boolean; testId?: string; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
