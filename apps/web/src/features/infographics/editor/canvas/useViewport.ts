import { useCallback, useEffect, useRef, useState } from 'react';
import { FIT_MARGIN, fitView, zoomAt, type Size, type View } from './viewport';

/**
 * The stage's view of the card: fitted to the available area until the user zooms or pans, then
 * kept; `fit()` goes back to fitting. `margin` is the room left around the fitted card (screen px).
 */
export function useViewport(available: Size, canvas: Size, margin = FIT_MARGIN) {
  const [custom, setCustom] = useState<View | null>(null);
  const fitted = fitView(available, canvas, margin);
  const view = custom ?? fitted;
  const zoomRef = useRef(view.zoom);
  useEffect(() => {
    zoomRef.current = view.zoom;
  }, [view.zoom]);

  const change = useCallback((update: (current: View) => View) => setCustom((current) => update(current ?? fitView(available, canvas, margin))), [available, canvas, margin]);
  const zoomTo = useCallback(
    (zoom: number) => change((current) => zoomAt(current, { x: available.width / 2, y: available.height / 2 }, zoom)),
    [change, available.width, available.height],
  );
  const fit = useCallback(() => setCustom(null), []);
  return { view, zoomRef, change, zoomTo, fit };
}
