import type Konva from 'konva';
import { useEffect, type RefObject } from 'react';
import { pinchView, type Point } from './pinch';
import type { View } from './viewport';

/**
 * Two fingers on the stage zoom (pinch) and pan the card. The touches are caught on the stage area
 * before Konva sees them, and a drag the first finger began is stopped, so the second finger turns
 * the gesture into a zoom rather than a move. One finger keeps selecting and moving elements.
 */
export function usePinchZoom(area: RefObject<HTMLElement | null>, stage: RefObject<Konva.Stage | null>, onView: (update: (current: View) => View) => void) {
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let last: [Point, Point] | null = null;
    const fingers = (event: TouchEvent): [Point, Point] | null => {
      if (event.touches.length !== 2) return null;
      const rect = element.getBoundingClientRect();
      const [a, b] = [event.touches[0], event.touches[1]];
      return [
        { x: a.clientX - rect.left, y: a.clientY - rect.top },
        { x: b.clientX - rect.left, y: b.clientY - rect.top },
      ];
    };
    const start = (event: TouchEvent) => {
      last = fingers(event);
      if (!last) return;
      event.preventDefault();
      event.stopPropagation();
      stage.current?.find((node: Konva.Node) => node.isDragging()).forEach((node) => node.stopDrag());
    };
    const move = (event: TouchEvent) => {
      const now = fingers(event);
      if (!now || !last) return;
      event.preventDefault();
      event.stopPropagation();
      const from = last;
      last = now;
      onView((current) => pinchView(current, from, now));
    };
    const end = (event: TouchEvent) => {
      if (!last) return;
      last = fingers(event);
      event.stopPropagation();
    };
    const options = { capture: true, passive: false } as const;
    element.addEventListener('touchstart', start, options);
    element.addEventListener('touchmove', move, options);
    element.addEventListener('touchend', end, options);
    element.addEventListener('touchcancel', end, options);
    return () => {
      element.removeEventListener('touchstart', start, options);
      element.removeEventListener('touchmove', move, options);
      element.removeEventListener('touchend', end, options);
      element.removeEventListener('touchcancel', end, options);
    };
  }, [area, stage, onView]);
}
