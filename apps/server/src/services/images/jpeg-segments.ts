/**
 * A lossless look at a JPEG's marker segments, for the upload fast path (plain-jpeg.ts): which
 * segments it has, and the same file without the metadata ones. Nothing here decodes pixels.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;

/** Segments that carry pixels or how to decode them (Huffman-coded DCT only: no arithmetic, lossless or hierarchical). */
const CODING_MARKERS = new Set([
  0xc0, // SOF0 baseline
  0xc1, // SOF1 extended sequential
  0xc2, // SOF2 progressive (what mozjpeg and most web exports write)
  0xc4, // DHT
  0xdb, // DQT
  0xdd, // DRI
]);

/** Metadata the normalisation drops: EXIF/XMP (APP1), APP3-APP13 (IPTC in APP13), APP15, comments. */
const isDroppedMetadata = (marker: number) => (marker >= 0xe1 && marker <= 0xef && marker !== 0xe2 && marker !== 0xee) || marker === 0xfe;

export interface JpegSegment {
  marker: number;
  /** From the 0xFF of the marker to the end of the segment (entropy-coded data included after SOS). */
  start: number;
  end: number;
}

/**
 * Walks the file from SOI to EOI. Null when the structure is not a plain Huffman-coded JPEG that
 * ends exactly at its EOI: an unknown or arithmetic-coding marker, a cut segment, bytes
 * after EOI (an appended image or payload), or no EOI at all (a truncated upload).
 */
export function walkJpeg(bytes: Uint8Array): JpegSegment[] | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const segments: JpegSegment[] = [{ marker: SOI, start: 0, end: 2 }];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === EOI) {
      if (at + 2 !== bytes.length) return null;
      segments.push({ marker, start: at, end: at + 2 });
      return segments;
    }
    if (at + 3 >= bytes.length) return null;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    let end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const known = CODING_MARKERS.has(marker) || marker === SOS || (marker >= 0xe0 && marker <= 0xef) || marker === 0xfe;
    if (!known) return null;
    if (marker === SOS) end = entropyEnd(bytes, end);
    segments.push({ marker, start: at, end });
    at = end;
  }
  return null;
}

/** The first marker after a scan's entropy-coded data (stuffed 0xFF00 and RSTn belong to the scan). */
function entropyEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1] ?? 0;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at += 2;
        continue;
      }
      if (next !== 0xff) return at;
    }
    at += 1;
  }
  return bytes.length;
}

const startsWith = (bytes: Uint8Array, segment: JpegSegment, text: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + segment.start + 4, Math.min(text.length, segment.end - segment.start - 4)).toString('latin1') === text;

/** True for a segment that may stay in a stored upload as it is. */
function isKept(bytes: Uint8Array, segment: JpegSegment): boolean {
  if (segment.marker === 0xe0) return startsWith(bytes, segment, 'JFIF\0'); // JFXX thumbnails go
  if (segment.marker === 0xee) return startsWith(bytes, segment, 'Adobe'); // its colour transform flag decides the decode
  return !isDroppedMetadata(segment.marker) && segment.marker !== 0xe2;
}

/** APP2 segments: ICC profiles (colour conversion needed) or other data such as MPF. */
export const hasIccSegment = (bytes: Uint8Array, segments: JpegSegment[]) =>
  segments.some((segment) => segment.marker === 0xe2 && startsWith(bytes, segment, 'ICC_PROFILE\0'));

/**
 * The file with only JFIF, Adobe and coding segments, and `icc` (one APP2 ICC_PROFILE segment)
 * inserted after the JFIF header: same pixels, no EXIF/XMP/IPTC/comments/thumbnails.
 */
export function rebuildJpeg(bytes: Uint8Array, segments: JpegSegment[], icc: Buffer): Buffer {
  const tag = Buffer.from('ICC_PROFILE\0', 'latin1');
  const header = Buffer.alloc(4 + tag.length + 2);
  header[0] = 0xff;
  header[1] = 0xe2;
  header.writeUInt16BE(2 + tag.length + 2 + icc.length, 2);
  tag.copy(header, 4);
  header[4 + tag.length] = 1; // chunk 1 of 1
  header[5 + tag.length] = 1;
  const parts: Uint8Array[] = [];
  let iccPlaced = false;
  for (const segment of segments) {
    if (!isKept(bytes, segment)) continue;
    // JFIF wants APP0 right after SOI; the profile follows it (or SOI when there is no APP0).
    if (!iccPlaced && segment.marker !== SOI && segment.marker !== 0xe0) {
      parts.push(header, icc);
      iccPlaced = true;
    }
    parts.push(bytes.subarray(segment.start, segment.end));
  }
  return Buffer.concat(parts);
}
