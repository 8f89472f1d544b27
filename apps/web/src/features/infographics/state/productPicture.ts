import { api, followJob, unwrap } from '../../../common/api';
import { fileBlob } from '../../../common/api/fileBlob';
import { pictureAlpha, type PixelBox } from '../layout/alphaBounds';

/** What a card draws as its product, and the part of it that is visible. */
export interface ProductPicture {
  /** The photo the card is made on (its source). */
  photoId: string;
  /** The image drawn as the product: the cut-out when there is one, else the photo itself. */
  imageId: string;
  width: number;
  height: number;
  /** The visible pixels (a cut-out's transparent margins left out), in the image's pixels. */
  bounds: PixelBox;
  /** The product is a cut-out (has transparency), not a photo with its background. */
  cutout: boolean;
}

export const fileUrl = (imageId: string) => `/api/files/${imageId}`;
export const productPictureQueryKey = (photoId: string) => ['infographics', 'product-picture', photoId] as const;

async function readPicture(imageId: string): Promise<Omit<ProductPicture, 'photoId'>> {
  const address = URL.createObjectURL(await fileBlob(fileUrl(imageId)));
  try {
    const image = new Image();
    image.src = address;
    await image.decode();
    const alpha = pictureAlpha(image);
    return { imageId, width: image.naturalWidth, height: image.naturalHeight, bounds: alpha.bounds, cutout: alpha.transparent };
  } finally {
    URL.revokeObjectURL(address);
  }
}

/**
 * The product as a card should show it: the photo itself when it already is a cut-out (products
 * made by CreateProduct are), else the newest earlier cut-out of it (a `product-cutout` job's
 * output, kept in the gallery), else the photo, marked as not cut out.
 */
export async function findProductPicture(photoId: string): Promise<ProductPicture> {
  const photo = await readPicture(photoId);
  if (photo.cutout) return { ...photo, photoId };
  const earlier = await unwrap(api.GET('/generated-images', { params: { query: { tool: 'product-cutout', sourceImageId: photoId, limit: 1, offset: 0 } } }));
  const image = earlier.data[0]?.image;
  if (image) {
    const cutout = await readPicture(image.id);
    if (cutout.cutout) return { ...cutout, photoId };
  }
  return { ...photo, photoId };
}

/**
 * Cuts the product out of its photo the way CreateProduct does: a `product-cutout` job (queued,
 * paid like background removal), followed to its end. A failed job throws its message.
 */
export async function cutOutProduct(photoId: string): Promise<ProductPicture> {
  const job = await followJob((await unwrap(api.POST('/tools/product-cutout', { body: { imageId: photoId, params: {} } }))).data);
  const output = job.status === 'succeeded' ? job.outputs[0] : undefined;
  if (!output) throw new Error(job.error?.message ?? job.status);
  return { ...(await readPicture(output.imageId)), photoId };
}
