import { Box, Text } from '@mantine/core';
import { useId, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HANDLES, keyboardCrop, moveRect, resizeRect, type Handle, type Rect, type Size } from './cropGeometry';
import classes from './CropStage.module.css';

interface CropStageProps {
  src: string;
  image: Size;
  rect: Rect;
  onChange: (rect: Rect) => void;
  ratio: number | null;
  /** False for an exact card size: the area only moves. */
  resizable: boolean;
  zoom: number;
}

interface Drag {
  handle: Handle | null;
  startX: number;
  startY: number;
  start: Rect;
  /** Image pixels per screen pixel. */
  scale: number;
}

/** Where a handle sits on the area's border. */
function handleStyle(handle: Handle): CSSProperties {
  const vertical = handle.includes('n') ? { top: 0 } : handle.includes('s') ? { bottom: 0 } : { top: 'calc(50% - 7px)' };
  const horizontal = handle.includes('w') ? { left: 0 } : handle.includes('e') ? { right: 0 } : { left: 'calc(50% - 7px)' };
  const cursor = handle === 'n' || handle === 's' ? 'ns-resize' : handle === 'e' || handle === 'w' ? 'ew-resize' : handle === 'nw' || handle === 'se' ? 'nwse-resize' : 'nesw-resize';
  return { ...vertical, ...horizontal, cursor };
}

/**
 * The photo with the crop area over it: drag the area to move it, a handle to resize it, or focus
 * it and use the arrows (Shift + arrows resize). The size is announced as it changes.
 */
export function CropStage({ src, image, rect, onChange, ratio, resizable, zoom }: CropStageProps) {
  const { t } = useTranslation('imageEditor');
  const helpId = `crop-help-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const percent = (value: number, side: number) => `${(100 * value) / side}%`;

  const begin = (event: PointerEvent<HTMLElement>, handle: Handle | null) => {
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const bounds = stage.current!.getBoundingClientRect();
    drag.current = { handle, startX: event.clientX, startY: event.clientY, start: rect, scale: image.width / bounds.width };
  };
  const follow = (event: PointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = (event.clientX - state.startX) * state.scale;
    const dy = (event.clientY - state.startY) * state.scale;
    onChange(state.handle ? resizeRect(state.start, state.handle, dx, dy, image, ratio) : moveRect(state.start, dx, dy, image));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = Math.max(1, Math.round(Math.min(image.width, image.height) / 100));
    const next = keyboardCrop(rect, event.key, event.shiftKey, step, image, ratio, resizable);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <>
      <div className={classes.viewport}>
        <Box
          ref={stage}
          dir="ltr"
          className={classes.stage}
          data-testid="crop-stage"
          style={{ aspectRatio: `${image.width} / ${image.height}`, width: `calc(${zoom} * min(100%, ${((60 * image.width) / image.height).toFixed(2)}vh))` }}
          onPointerMove={follow}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        >
          <img src={src} alt={t('original')} className={classes.image} draggable={false} />
          <div
            className={classes.box}
            role="group"
            tabIndex={0}
            aria-label={t('crop.area')}
            aria-describedby={helpId}
            data-testid="crop-box"
            onPointerDown={(event) => begin(event, null)}
            onKeyDown={onKeyDown}
            style={{ left: percent(rect.x, image.width), top: percent(rect.y, image.height), width: percent(rect.width, image.width), height: percent(rect.height, image.height) }}
          >
            {resizable
              ? HANDLES.map((handle) => (
                  <span key={handle} className={classes.handle} data-handle={handle} aria-hidden="true" style={handleStyle(handle)} onPointerDown={(event) => begin(event, handle)} />
                ))
              : null}
          </div>
        </Box>
      </div>
      <Text size="xs" c="dimmed" id={helpId}>
        {t('crop.help')}
      </Text>
      <Text size="sm" aria-live="polite" data-testid="crop-size">
        {t('crop.size', { width: rect.width, height: rect.height, x: rect.x, y: rect.y })}
      </Text>
    </>
  );
}
