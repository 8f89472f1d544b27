/** Whether a photo already is a cut-out (some clearly see-through pixel), read in the browser. */
export async function hasTransparency(file: Blob): Promise<boolean> {
  if (file.type === 'image/jpeg') return false;
  const bitmap = await createImageBitmap(file);
  // A small copy is enough to find a transparent background.
  const scale = Math.min(1, 256 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 255) < 250) return true;
  return false;
}
