/** One brush stroke on the mask, in image pixels. `restore` paints the subject back, `erase` removes it. */
export interface MaskStroke {
  mode: 'restore' | 'erase';
  size: number;
  points: { x: number; y: number }[];
}

/** Draws strokes onto a mask canvas whose alpha is the mask (opaque = keep). */
export function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly MaskStroke[]): void {
  for (const stroke of strokes) {
    context.save();
    context.globalCompositeOperation = stroke.mode === 'erase' ? 'destination-out' : 'source-over';
    context.strokeStyle = '#ffffff';
    context.fillStyle = '#ffffff';
    context.lineWidth = stroke.size;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    const [first, ...rest] = stroke.points;
    if (first) {
      context.beginPath();
      context.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
      context.fill();
      if (rest.length > 0) {
        context.beginPath();
        context.moveTo(first.x, first.y);
        for (const point of rest) context.lineTo(point.x, point.y);
        context.stroke();
      }
    }
    context.restore();
  }
}

/** Undo/redo over a list of strokes: the mask is always base + strokes, so nothing is lost. */
export interface StrokeHistory {
  done: MaskStroke[];
  undone: MaskStroke[];
}

export const emptyHistory = (): StrokeHistory => ({ done: [], undone: [] });
export const pushStroke = (history: StrokeHistory, stroke: MaskStroke): StrokeHistory => ({ done: [...history.done, stroke], undone: [] });
export const undo = (history: StrokeHistory): StrokeHistory =>
  history.done.length === 0 ? history : { done: history.done.slice(0, -1), undone: [history.done.at(-1)!, ...history.undone] };
export const redo = (history: StrokeHistory): StrokeHistory =>
  history.undone.length === 0 ? history : { done: [...history.done, history.undone[0]], undone: history.undone.slice(1) };
