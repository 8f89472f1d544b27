import { Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileUrl } from '../../common/api/useFileUrl';
import { useLoadedImage } from '../tools';
import { centredOffset, clampOffset, frameSize, RATIOS, type Ratio } from './frame';

/**
 * The new frame at a chosen ratio with the photo inside it: drag the photo (or move it with the
 * arrow keys) to decide where the new area goes.
 */
export function FrameEditor({ imageUrl, busy, onExpand }: { imageUrl: string; busy: boolean; onExpand: (ratio: Ratio, offset: { x: number; y: number }) => void }) {
  const { t } = useTranslation('outpaint');
  const image = useLoadedImage(useFileUrl(imageUrl));
  const src = useFileUrl(imageUrl);
  const [ratio, setRatio] = useState<Ratio>('16:9');
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ startX: number; startY: number; from: { x: number; y: number }; scale: number } | null>(null);
  if (!image || !src) return <Text c="dimmed">{t('loading')}</Text>;

  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const frame = frameSize(size.width, size.height, ratio);
  const position = clampOffset(offset ?? centredOffset(size, frame), size, frame);
  const move = (dx: number, dy: number) => setOffset(clampOffset({ x: position.x + dx, y: position.y + dy }, size, frame));

  const onKey = (event: KeyboardEvent) => {
    const step = Math.max(1, Math.round(Math.max(frame.width, frame.height) / 50));
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const delta = moves[event.key];
    if (!delta) return;
    event.preventDefault();
    move(...delta);
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        value={ratio}
        onChange={(value) => {
          setRatio(value);
          setOffset(null);
        }}
        data={RATIOS.map((value) => ({ value, label: value }))}
        aria-label={t('ratio')}
        w="fit-content"
      />
      <Box
        dir="ltr"
        data-testid="outpaint-frame"
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: `min(100%, ${Math.round((60 * frame.width) / frame.height)}vh)`,
          aspectRatio: `${frame.width} / ${frame.height}`,
          marginInline: 'auto',
          outline: '2px dashed var(--mantine-color-gray-5)',
          background: 'repeating-conic-gradient(#eef0f3 0 25%, #fff 0 50%) 0 0 / 20px 20px',
        }}
      >
        <img
          src={src}
          alt={t('photo')}
          tabIndex={0}
          role="slider"
          aria-label={t('position')}
          aria-valuetext={`${position.x}, ${position.y}`}
          onKeyDown={onKey}
          draggable={false}
          onPointerDown={(event: PointerEvent<HTMLImageElement>) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            const box = event.currentTarget.parentElement!.getBoundingClientRect();
            drag.current = { startX: event.clientX, startY: event.clientY, from: position, scale: frame.width / box.width };
          }}
          onPointerMove={(event) => {
            const state = drag.current;
            if (!state) return;
            setOffset(clampOffset({ x: state.from.x + (event.clientX - state.startX) * state.scale, y: state.from.y + (event.clientY - state.startY) * state.scale }, size, frame));
          }}
          onPointerUp={() => {
            drag.current = null;
          }}
          style={{
            position: 'absolute',
            left: `${(100 * position.x) / frame.width}%`,
            top: `${(100 * position.y) / frame.height}%`,
            width: `${(100 * size.width) / frame.width}%`,
            height: `${(100 * size.height) / frame.height}%`,
            cursor: 'grab',
            touchAction: 'none',
          }}
        />
      </Box>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('frameSize', { width: frame.width, height: frame.height })}
        </Text>
        <Button loading={busy} onClick={() => onExpand(ratio, position)} data-testid="outpaint-run">
          {t('expand')}
        </Button>
      </Group>
    </Stack>
  );
}
