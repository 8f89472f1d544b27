import type { AssetImage, Infographic, InfographicSource, InfographicSummary, InfographicTemplate, Sticker } from '@vitrina/contracts';
import type { ImageRow } from '../../db/schema';
import type { InfographicWithImage, SourceWithImage } from '../../repositories/infographics.repository';
import type { StickerWithImage, TemplateWithImage } from '../../repositories/infographics-assets.repository';
import { toImageDto } from '../images.service';
import { DEFAULT_TEMPLATE_URL, SYSTEM_STICKER_URL, type DefaultTemplate, type SystemSticker } from './system-assets';

export function toSourceDto(row: SourceWithImage): InfographicSource {
  return {
    id: row.id,
    type: row.type,
    image: toImageDto(row.image),
    generatedImageId: row.generatedImageId,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInfographicSummaryDto(row: InfographicWithImage): InfographicSummary {
  return {
    id: row.id,
    image: toImageDto(row.image),
    sourceId: row.sourceId,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toInfographicDto = (row: InfographicWithImage): Infographic => ({ ...toInfographicSummaryDto(row), state: row.state });

const storedAsset = (image: ImageRow): AssetImage => ({ id: image.id, url: `/api/files/${image.id}`, width: image.width, height: image.height, format: image.format });

export function toUserStickerDto(row: StickerWithImage): Sticker {
  const image = storedAsset(row.image);
  return { id: row.id, system: false, category: null, categoryLabel: null, name: null, image, url: image.url, createdAt: row.createdAt.toISOString() };
}

export function toSystemStickerDto(sticker: SystemSticker): Sticker {
  const url = `${SYSTEM_STICKER_URL}${sticker.file}`;
  return {
    id: sticker.id,
    system: true,
    category: sticker.category,
    categoryLabel: sticker.categoryLabel,
    name: sticker.name,
    image: { id: null, url, width: sticker.width, height: sticker.height, format: 'svg' },
    url,
    createdAt: null,
  };
}

export function toUserTemplateDto(row: TemplateWithImage): InfographicTemplate {
  return { id: row.id, system: false, name: row.name, image: storedAsset(row.image), state: row.state, createdAt: row.createdAt.toISOString() };
}

export function toDefaultTemplateDto(template: DefaultTemplate): InfographicTemplate {
  return {
    id: template.id,
    system: true,
    name: template.name,
    image: { id: null, url: `${DEFAULT_TEMPLATE_URL}${template.preview}`, width: template.width, height: template.height, format: 'png' },
    state: template.state,
    createdAt: null,
  };
}
