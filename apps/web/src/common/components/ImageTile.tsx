import { Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthImage } from './AuthImage';
import classes from './ImageTile.module.css';

interface ImageTileProps {
  url: string;
  alt: string;
  caption?: string | null;
  selected?: boolean;
  /** Shown only when given: the tile then takes part in multi-select. */
  onToggleSelected?: () => void;
  selectLabel?: string;
  onOpen?: () => void;
  actions?: ReactNode;
  badge?: ReactNode;
  testId?: string;
}

/** A square thumbnail with optional selection, a caption and action buttons: products and gallery grids. */
export function ImageTile({ url, alt, caption, selected = false, onToggleSelected, selectLabel, onOpen, actions, badge, testId }: ImageTileProps) {
  return (
    <Card withBorder radius="md" padding={0} className={classes.tile} data-selected={selected || undefined} data-testid={testId}>
      <Box className={classes.frame}>
        <button type="button" className={classes.open} onClick={onOpen} disabled={!onOpen} aria-label={alt}>
          <AuthImage url={url} width={384} alt={alt} fit="contain" />
        </button>
        {onToggleSelected ? <Checkbox className={classes.check} size="md" checked={selected} onChange={onToggleSelected} aria-label={selectLabel ?? alt} /> : null}
        {badge ? <Box className={classes.badge}>{badge}</Box> : null}
      </Box>
      {caption || actions ? (
        // The caption takes its own line and the actions wrap: a narrow tile (two a row on a
        // phone) neither hides the caption nor cuts off its last buttons.
        <Stack gap={6} p="xs">
          {caption ? (
            <Text size="xs" c="dimmed" truncate>
              {caption}
            </Text>
          ) : null}
          {actions ? (
            <Group gap={4} wrap="wrap">
              {actions}
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}
