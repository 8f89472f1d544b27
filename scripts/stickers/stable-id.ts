import { createHash } from 'node:crypto';

/** A UUID derived from a name, so a built-in sticker or template keeps its id across runs. */
export function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`vitrina-sticker:${key}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
