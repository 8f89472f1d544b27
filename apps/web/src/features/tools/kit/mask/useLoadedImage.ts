import { useEffect, useState } from 'react';

/** An <img> element once `src` has decoded (canvas drawing needs it loaded). */
export function useLoadedImage(src: string | undefined): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    if (!src) return;
    let cancelled = false;
    const element = new Image();
    element.src = src;
    element.decode().then(
      () => !cancelled && setImage(element),
      () => !cancelled && setImage(null),
    );
    return () => {
      cancelled = true;
    };
  }, [src]);
  return image;
}
