/** Counts the entries of a ZIP from its end-of-central-directory record. */
export function zipEntryCount(bytes: Buffer): number {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  return bytes.readUInt16LE(end + 10);
}
