import { Box, Skeleton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useFileUrl } from '../api/useFileUrl';

/** An image from `/api/files/:id` (or any API file URL), loaded with the session's token. */
export function AuthImage({ url, width, alt, style, fit = 'contain' }: { url: string; width?: number; alt: string; style?: CSSProperties; fit?: 'contain' | 'cover' }) {
  const src = useFileUrl(url, width);
  if (!src) return <Skeleton style={{ ...style, aspectRatio: style?.aspectRatio ?? '1' }} />;
  return <Box component="img" src={src} alt={alt} style={{ display: 'block', width: '100%', height: '100%', objectFit: fit, ...style }} />;
}
