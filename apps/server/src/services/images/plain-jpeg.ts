import sharp from 'sharp';
import { hasIccSegment, rebuildJpeg, walkJpeg } from './jpeg-segments';
import { NormaliseError, type NormaliseOptions, type NormalisedImage } from './normalise';

let srgbProfile: Promise<Buffer> | null = null;

/** The sRGB profile the normalisation embeds (libvips' own), read once. */
function srgbIcc(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#000000' } })
    .withIccProfile('srgb')
    .jpeg()
    .toBuffer()
    .then(async (jpeg) => {
      const icc = (await sharp(jpeg).metadata()).icc;
      if (!icc) throw new Error('libvips wrote no sRGB profile');
      return icc;
    });
  return srgbProfile;
}

/**
 * The upload fast path (issue 25: the re-encode was most of the API's upload time, ~50 ms for a
 * 1024² photo). A Huffman-coded 3-channel JPEG without rotation, untagged or tagged with the very
 * sRGB profile the normalisation embeds, is already what
 * normaliseImage makes of it, up to a lossy re-encode: it is decoded completely (truncated or
 * corrupt data still fails, under the same pixel limit and timeout), then stored without its
 * metadata segments (EXIF, GPS, XMP, IPTC, comments, thumbnails) and with the sRGB profile
 * inserted, pixels untouched. Null when the file needs the full normalisation.
 */
export async function passPlainJpeg(bytes: Buffer, options: NormaliseOptions): Promise<NormalisedImage | null> {
  const segments = walkJpeg(bytes);
  if (!segments) return null;
  const pipeline = sharp(bytes, { limitInputPixels: options.maxPixels, failOn: 'truncated' }).timeout({ seconds: options.timeoutSeconds });
  const meta = await pipeline.metadata().catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== 'jpeg' || meta.space !== 'srgb' || meta.channels !== 3) return null;
  if ((meta.orientation ?? 1) !== 1) return null;
  const srgb = await srgbIcc();
  // No profile means sRGB; libvips' own sRGB profile (what sharp writes) needs no conversion either.
  if (hasIccSegment(bytes, segments) && !meta.icc?.equals(srgb)) return null;
  try {
    await pipeline.raw().toBuffer();
  } catch (error) {
    const timedOut = error instanceof Error && /timeout/i.test(error.message);
    throw new NormaliseError(timedOut ? 'timeout' : 'corrupt', error);
  }
  return { data: rebuildJpeg(bytes, segments, srgb), width: meta.width, height: meta.height };
}
