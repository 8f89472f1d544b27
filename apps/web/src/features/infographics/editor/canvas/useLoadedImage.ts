import { useEffect, useState } from 'react';
import { useFileUrl } from '../../../../common/api/useFileUrl';
import { isProtectedFile } from './elementSource';

export type LoadedImage = { status: 'loaded'; image: HTMLImageElement } | { status: 'loading' } | { status: 'missing' };

/** Loads a picture for Konva: protected files through the API client (object URL), others directly. */
export function useLoadedImage(url: string | null): LoadedImage {
  const protectedFile = url !== null && isProtectedFile(url);
  const objectUrl = useFileUrl(protectedFile ? url : null);
  const address = protectedFile ? objectUrl : (url ?? undefined);
  const [result, setResult] = useState<{ address: string; image: HTMLImageElement | null } | null>(null);

  useEffect(() => {
    if (!address) return;
    let live = true;
    const image = new window.Image();
    // https pictures must not taint the canvas, or the card could not be saved as a PNG.
    if (address.startsWith('https://')) image.crossOrigin = 'anonymous';
    image.onload = () => {
      if (live) setResult({ address, image });
    };
    image.onerror = () => {
      if (live) setResult({ address, image: null });
    };
    image.src = address;
    return () => {
      live = false;
    };
  }, [address]);

  if (url === null) return { status: 'missing' };
  if (!address || result?.address !== address) return { status: 'loading' };
  return result.image ? { status: 'loaded', image: result.image } : { status: 'missing' };
}
