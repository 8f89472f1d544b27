import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { drawStrokes, type MaskStroke, type StrokeHistory } from './maskStrokes';
import { fittedCanvasWidth } from './fitToViewport';
import classes from './MaskBrushCanvas.module.css';

export interface MaskBrushHandle {
  /** The mask as a white-on-black PNG at the image's size (white = keep). */
  exportMask: () => Promise<Blob>;
}

interface MaskBrushCanvasProps {
  ref?: Ref<MaskBrushHandle>;
  /** The photo being masked, and the starting mask (an image whose alpha is the mask, e.g. a cut-out). */
  photo: HTMLImageElement;
  initialMask: HTMLImageElement;
  history: StrokeHistory;
  onStroke: (stroke: MaskStroke) => void;
  mode: MaskStroke['mode'];
  /** Brush diameter in image pixels. */
  brushSize: number;
  zoom: number;
  /** Show the removed parts of the photo faintly, so the user sees what to restore. */
  showRemoved: boolean;
}

/**
 * A brush over a mask: pointer events (mouse, touch and pen alike) paint strokes in image
 * coordinates; the view is the photo cut out by the mask on a checkerboard. The mask is always
 * `initialMask + strokes`, so undo is just drawing fewer strokes.
 */
export function MaskBrushCanvas({ ref, photo, initialMask, history, onStroke, mode, brushSize, zoom, showRemoved }: MaskBrushCanvasProps) {
  const { t } = useTranslation('toolkit');
  const view = useRef<HTMLCanvasElement>(null);
  const mask = useRef<HTMLCanvasElement | null>(null);
  const current = useRef<MaskStroke | null>(null);
  const width = photo.naturalWidth;
  const height = photo.naturalHeight;

  const renderMask = (extra: MaskStroke | null) => {
    mask.current ??= document.createElement('canvas');
    const canvas = mask.current;
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.clearRect(0, 0, width, height);
    context.drawImage(initialMask, 0, 0, width, height);
    drawStrokes(context, extra ? [...history.done, extra] : history.done);
    return canvas;
  };

  const paint = (extra: MaskStroke | null = null) => {
    const canvas = view.current;
    if (!canvas) return;
    const maskCanvas = renderMask(extra);
    const context = canvas.getContext('2d')!;
    context.clearRect(0, 0, width, height);
    if (showRemoved) {
      context.globalAlpha = 0.25;
      context.drawImage(photo, 0, 0);
      context.globalAlpha = 1;
    }
    // The cut-out: the photo kept only where the mask is opaque.
    const layer = document.createElement('canvas');
    layer.width = width;
    layer.height = height;
    const layerContext = layer.getContext('2d')!;
    layerContext.drawImage(photo, 0, 0);
    layerContext.globalCompositeOperation = 'destination-in';
    layerContext.drawImage(maskCanvas, 0, 0);
    context.drawImage(layer, 0, 0);
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
        context.drawImage(renderMask(null), 0, 0);
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
