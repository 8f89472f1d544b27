import type { ImageElement, ProductElement, StickerElement } from '@vitrina/editor-core';
import { Image, Rect } from 'react-konva';
import { pictureAlpha } from '../../../layout/alphaBounds';
import { elementSource } from '../elementSource';
import { imageLayout } from '../imageLayout';
import { useLoadedImage } from '../useLoadedImage';
import { shadowProps } from './effects';

/** Stand-ins for pictures still loading or missing: the rendered card waits for the first and leaves both out. */
export const LOADING_NAME = 'picture-loading';
export const MISSING_NAME = 'picture-missing';

type Picture = ImageElement | ProductElement | StickerElement;

/**
 * An uploaded image, the product cut-out (centred on its visible pixels, not its canvas) or a
 * sticker, placed by its fit; a faint box until it loads.
 */
export function PictureContent({ element, productImageUrl }: { element: Picture; productImageUrl: string | null }) {
  const loaded = useLoadedImage(elementSource(element, productImageUrl));
  if (loaded.status !== 'loaded') return <Rect name={loaded.status === 'loading' ? LOADING_NAME : MISSING_NAME} width={element.width} height={element.height} fill="#00000010" dash={[8, 8]} stroke="#00000040" strokeWidth={1} />;
  const { image } = loaded;
  const fit = element.type === 'sticker' ? 'contain' : element.fit;
  // The product is placed by what is visible of it: a cut-out's transparent margins do not count.
  const visible = element.type === 'product' ? pictureAlpha(image).bounds : { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight };
  const placed = imageLayout(visible, element, fit);
  const layout = { ...placed, crop: { ...placed.crop, x: placed.crop.x + visible.x, y: placed.crop.y + visible.y } };
  return (
    <Image
      image={image}
      x={layout.x}
      y={layout.y}
      width={layout.width}
      height={layout.height}
      crop={layout.crop}
      cornerRadius={element.type === 'image' ? element.cornerRadius : 0}
      {...shadowProps(element.type === 'sticker' ? null : element.shadow)}
    />
  );
}
