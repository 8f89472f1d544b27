import type { Infographic, InfographicSource, InfographicSummary, InfographicTemplate, ProductWithInfographics, SourceWithInfographics, Sticker } from '@vitrina/contracts';
import { api, isApiError } from '../../../common/api';

/** Cards shown per product or source in the previews lists (spec §9). */
export const PREVIEWS_PER_SOURCE = 6;

/**
 * Spec §8: create, update and fetch calls log and rethrow; delete and download swallow the error
 * and hand back the error body's data, so a list keeps working and the caller shows a message.
 */
async function logged<T>(call: Promise<T>, what: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.warn(`infographics: ${what} failed`, isApiError(error) ? error.code : error);
    throw error;
  }
}

export interface SwallowedError {
  error: { code: string; message: string };
}

async function swallowed<T>(call: Promise<T>): Promise<T | SwallowedError> {
  try {
    return await call;
  } catch (error) {
    return { error: { code: isApiError(error) ? error.code : 'something_went_wrong', message: isApiError(error) ? error.message : String(error) } };
  }
}

export const isSwallowedError = (value: unknown): value is SwallowedError => typeof value === 'object' && value !== null && 'error' in value;

export const infographicsApi = {
  productsWithPreviews: (offset = 0, limit = 24) =>
    logged(api.get<{ data: ProductWithInfographics[] }>('/products/infographics', { query: { 'criteria[limitInfographicsOnProduct]': PREVIEWS_PER_SOURCE, limit, offset } }), 'products list'),
  sourcesWithPreviews: (offset = 0, limit = 24) =>
    logged(api.get<{ data: SourceWithInfographics[] }>('/infographics/sources/image/infographics', { query: { 'criteria[limitInfographicsOnSource]': PREVIEWS_PER_SOURCE, limit, offset } }), 'sources list'),
  /** The source of one image (a photo or a generated scene), when a card was made on it. */
  sourceOfImage: (imageId: string) =>
    logged(api.get<{ data: InfographicSource[] }>('/infographics/sources', { query: { 'criteria[imageId]': imageId, limit: 1, offset: 0 } }), 'source').then((answer) => answer.data[0] ?? null),
  /** A card's source, by the card's `sourceId`. */
  source: (sourceId: string) =>
    logged(api.get<{ data: InfographicSource[] }>('/infographics/sources', { query: { 'criteria[id]': sourceId, limit: 1, offset: 0 } }), 'source').then((answer) => answer.data[0] ?? null),
  allCards: (offset: number, limit: number) =>
    logged(api.get<{ data: InfographicSummary[] }>('/infographics', { query: { 'orderBy[createdAt]': 'desc', limit, offset } }), 'cards list').then((answer) => answer.data),
  cardsOfProduct: (productId: string) =>
    logged(api.get<{ data: InfographicSummary[] }>('/infographics', { query: { 'orderBy[createdAt]': 'desc', limit: 100, offset: 0, 'criteria[productId]': productId } }), 'cards list'),
  cardsOfSource: (sourceId: string) =>
    logged(api.get<{ data: InfographicSummary[] }>('/infographics', { query: { 'orderBy[createdAt]': 'desc', limit: 100, offset: 0, 'criteria[sourceId]': sourceId } }), 'cards list'),
  card: (id: string) => logged(api.get<{ data: Infographic }>(`/infographics/${id}`), 'card').then((answer) => answer.data),
  /** Idempotent per photo: the same image gives the same source. */
  imageSource: (imageId: string) => logged(api.post<{ data: InfographicSource }>('/infographics/sources/image', { image: imageId }), 'source').then((answer) => answer.data),
  generatedSource: (generatedImageId: string) =>
    logged(api.post<{ data: InfographicSource }>('/infographics/sources/generated', { generatedImageId }), 'source').then((answer) => answer.data),
  create: (sourceId: string, image: string, state: object) => logged(api.post<{ data: Infographic }>('/infographics', { sourceId, image, state }), 'create').then((answer) => answer.data),
  update: (id: string, image: string, state: object) => logged(api.put<{ data: Infographic }>(`/infographics/${id}`, { data: { image, state } }), 'update').then((answer) => answer.data),
  remove: (ids: string[]) => swallowed(ids.length === 1 ? api.delete<unknown>(`/infographics/${ids[0]}`) : api.delete<unknown>('/infographics', { ids })),
  download: (ids: string[]) => swallowed(api.post<Blob>('/infographics/download', { ids }, { responseType: 'blob' })),
  defaultTemplates: () => logged(api.get<{ data: InfographicTemplate[] }>('/infographics/default-templates'), 'templates').then((answer) => answer.data),
  myTemplates: () => logged(api.get<{ data: InfographicTemplate[] }>('/infographics/templates'), 'templates').then((answer) => answer.data),
  template: (id: string) => logged(api.get<{ data: InfographicTemplate }>(`/infographics/templates/${id}`), 'template').then((answer) => answer.data),
  saveTemplate: (image: string, state: object, name?: string) => logged(api.post<{ data: InfographicTemplate }>('/infographics/templates', { image, state, name }), 'save template').then((answer) => answer.data),
  removeTemplate: (id: string) => swallowed(api.delete<unknown>(`/infographics/templates/${id}`)),
  /** My own sticker: a PNG, WEBP or SVG as a data URL (the server sanitises SVG). */
  uploadSticker: (image: string) => logged(api.post<{ data: Sticker }>('/infographics/stickers', { image }), 'sticker').then((answer) => answer.data),
  stickers: () => logged(api.get<{ data: Sticker[] }>('/infographics/stickers'), 'stickers').then((answer) => answer.data),
};
