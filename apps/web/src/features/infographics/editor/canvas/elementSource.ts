import type { EditorElement } from '@vitrina/editor-core';

/** The address a picture element is drawn from (null: nothing to draw). Uploaded images are protected `/api/files/<id>` files. */
export function elementSource(element: EditorElement, productImageUrl: string | null): string | null {
  switch (element.type) {
    case 'image':
      return element.src ?? (element.imageId ? `/api/files/${element.imageId}` : null);
    case 'product':
      return element.imageId ? `/api/files/${element.imageId}` : productImageUrl;
    case 'sticker':
      return element.src;
    default:
      return null;
  }
}

/** Protected files need the bearer token, so they are fetched by the API client. */
export const isProtectedFile = (url: string) => url.startsWith('/api/files/');
