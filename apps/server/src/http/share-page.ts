import { errorMessage, type Language } from '@vitrina/contracts';
import type { ImageRecord } from '../services/images.service';

const SHARED_TITLE: Record<Language, string> = {
  en: 'Image made with Vitrina',
  ar: 'صورة صُنعت باستخدام Vitrina',
  es: 'Imagen creada con Vitrina',
  ko: 'Vitrina로 만든 이미지',
};

const MIME: Record<ImageRecord['format'], string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE =
  'html,body{margin:0;height:100%;background:#f4f4f5;font-family:system-ui,sans-serif;color:#27272a}' +
  'main{min-height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;box-sizing:border-box}' +
  'img{max-width:100%;max-height:85vh;height:auto;box-shadow:0 4px 24px rgba(0,0,0,.12);border-radius:8px;background:#fff}' +
  'p{margin:0;max-width:60ch;text-align:center}';

function layout(language: Language, head: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return (
    `<!doctype html>\n<html lang="${language}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `${head}<style>${STYLE}</style></head><body><main>${body}</main></body></html>\n`
  );
}

export interface SharePageInput {
  language: Language;
  /** Absolute page URL (PUBLIC_URL/s/<token>). */
  pageUrl: string;
  /** Absolute image URL, readable with the share token. */
  imageUrl: string;
  /** Same-origin path for the <img>. */
  imagePath: string;
  image: ImageRecord;
  title: string | null;
}

/** The public page of a share link: the image, with Open Graph tags for link previews. */
export function renderSharePage(input: SharePageInput): string {
  const siteTitle = SHARED_TITLE[input.language];
  const title = escapeHtml(input.title?.trim() ? input.title.trim().slice(0, 200) : siteTitle);
  const head =
    `<title>${title}</title>` +
    `<meta property="og:type" content="website">` +
    `<meta property="og:site_name" content="Vitrina">` +
    `<meta property="og:title" content="${title}">` +
    `<meta property="og:url" content="${escapeHtml(input.pageUrl)}">` +
    `<meta property="og:image" content="${escapeHtml(input.imageUrl)}">` +
    `<meta property="og:image:type" content="${MIME[input.image.format]}">` +
    `<meta property="og:image:width" content="${input.image.width}">` +
    `<meta property="og:image:height" content="${input.image.height}">` +
    `<meta name="twitter:card" content="summary_large_image">` +
    `<meta name="twitter:image" content="${escapeHtml(input.imageUrl)}">`;
  const body =
    `<img src="${escapeHtml(input.imagePath)}" alt="${title}" width="${input.image.width}" height="${input.image.height}">` +
    (input.title?.trim() ? `<p>${title}</p>` : '');
  return layout(input.language, head, body);
}

export function renderShareNotFound(language: Language): string {
  const message = escapeHtml(errorMessage('share_unavailable', language));
  return layout(language, `<title>${message}</title>`, `<p>${message}</p>`);
}
