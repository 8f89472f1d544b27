import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { MaskBrushHandle } from './MaskBrushCanvas';
import { fittedCanvasWidth } from './fitToViewport';
import classes from './MaskBrushCanvas.module.css';
import { drawStrokes, type MaskStroke, type StrokeHistory } from './maskStrokes';

interface MaskPainterProps {
  ref?: Ref<MaskBrushHandle>;
  photo: HTMLImageElement;
  /** A starting mask (white = selected), e.g. the detected watermark; none = empty. */
  initialMask?: HTMLImageElement | null;
  history: StrokeHistory;
  onStroke: (stroke: MaskStroke) => void;
  /** `restore` paints the selection, `erase` removes it. */
  mode: MaskStroke['mode'];
  brushSize: number;
  zoom: number;
  showMask: boolean;
}

/** Paint the area a tool should work on (erase, remove a mark): the selection shows in translucent red over the photo. */
export function MaskPainter({ ref, photo, initialMask, history, onStroke, mode, brushSize, zoom, showMask }: MaskPainterProps) {
  const { t } = useTranslation('toolkit');
  const view = useRef<HTMLCanvasElement>(null);
  const current = useRef<MaskStroke | null>(null);
  const width = photo.naturalWidth;
  const height = photo.naturalHeight;

  /** The selection as alpha (opaque = selected). A mask image is white-on-black, so its luminance becomes alpha. */
  const selection = (extra: MaskStroke | null) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    if (initialMask) {
      context.drawImage(initialMask, 0, 0, width, height);
      const pixels = context.getImageData(0, 0, width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i + 3] = pixels.data[i]!;
        pixels.data[i] = pixels.data[i + 1] = pixels.data[i + 2] = 255;
      }
      context.putImageData(pixels, 0, 0);
    }
    drawStrokes(context, extra ? [...history.done, extra] : history.done);
    return canvas;
  };

  const paint = (extra: MaskStroke | null = null) => {
    const canvas = view.current;
    if (!canvas) return;
    const context = canvas.getContext('2d')!;
    context.clearRect(0, 0, width, height);
    context.drawImage(photo, 0, 0);
    if (!showMask) return;
    const tint = selection(extra);
    const tintContext = tint.getContext('2d')!;
    tintContext.globalCompositeOperation = 'source-in';
    tintContext.fillStyle = 'rgba(239, 68, 68, 0.55)';
    tintContext.fillRect(0, 0, width, height);
    context.drawImage(tint, 0, 0);
  };

  useEffect(() => paint());

  useImperativeHandle(ref, () => ({
    exportMask: () =>
      new Promise<Blob>((resolve, reject) => {
        const out = document.createElement('canvas');
        out.width = width;
        out.height = height;
        const context = out.getContext('2d')!;
        context.fillStyle = '#000000';
        context.fillRect(0, 0, width, height);
        context.drawImage(selection(null), 0, 0);
        out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('mask export failed'))), 'image/png');
      }),
  }));

  const toImage = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * width, y: ((event.clientY - rect.top) / rect.height) * height };
  };

  return (
    // Focusable so keyboard users can scroll a zoomed image (WCAG 2.1.1).
    <Box className={classes.viewport} dir="ltr" tabIndex={0} role="group" aria-label={t('edit.canvasLabel')}>
      <canvas
        ref={view}
        width={width}
        height={height}
        className={classes.canvas}
        style={{ width: fittedCanvasWidth(zoom, width, height) }}
        data-testid="mask-canvas"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          current.current = { mode, size: brushSize, points: [toImage(event)] };
          paint(current.current);
        }}
        onPointerMove={(event) => {
          if (!current.current) return;
          current.current.points.push(toImage(event));
          paint(current.current);
        }}
        onPointerUp={() => {
          if (current.current) onStroke(current.current);
          current.current = null;
        }}
        onPointerCancel={() => {
          current.current = null;
          paint();
        }}
      />
    </Box>
  );
}
