import { api, isApiError, unwrap } from '../../../common/api';

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
    logged(unwrap(api.GET('/products/infographics', { params: { query: { 'criteria[limitInfographicsOnProduct]': PREVIEWS_PER_SOURCE, limit, offset } } })), 'products list'),
  sourcesWithPreviews: (offset = 0, limit = 24) =>
    logged(unwrap(api.GET('/infographics/sources/image/infographics', { params: { query: { 'criteria[limitInfographicsOnSource]': PREVIEWS_PER_SOURCE, limit, offset } } })), 'sources list'),
  /** The source of one image (a photo or a generated scene), when a card was made on it. */
  sourceOfImage: (imageId: string) =>
    logged(unwrap(api.GET('/infographics/sources', { params: { query: { 'criteria[imageId]': imageId, limit: 1, offset: 0 } } })), 'source').then((answer) => answer.data[0] ?? null),
  /** A card's source, by the card's `sourceId`. */
  source: (sourceId: string) =>
    logged(unwrap(api.GET('/infographics/sources', { params: { query: { 'criteria[id]': sourceId, limit: 1, offset: 0 } } })), 'source').then((answer) => answer.data[0] ?? null),
  allCards: (offset: number, limit: number) =>
    logged(unwrap(api.GET('/infographics', { params: { query: { 'orderBy[createdAt]': 'desc', limit, offset } } })), 'cards list').then((answer) => answer.data),
  cardsOfProduct: (productId: string) =>
    logged(unwrap(api.GET('/infographics', { params: { query: { 'orderBy[createdAt]': 'desc', limit: 100, offset: 0, 'criteria[productId]': productId } } })), 'cards list'),
  cardsOfSource: (sourceId: string) =>
    logged(unwrap(api.GET('/infographics', { params: { query: { 'orderBy[createdAt]': 'desc', limit: 100, offset: 0, 'criteria[sourceId]': sourceId } } })), 'cards list'),
  card: (id: string) => logged(unwrap(api.GET('/infographics/{id}', { params: { path: { id } } })), 'card').then((answer) => answer.data),
  /** Idempotent per photo: the same image gives the same source. */
  imageSource: (imageId: string) => logged(unwrap(api.POST('/infographics/sources/image', { body: { image: imageId } })), 'source').then((answer) => answer.data),
  generatedSource: (generatedImageId: string) =>
    logged(unwrap(api.POST('/infographics/sources/generated', { body: { generatedImageId } })), 'source').then((answer) => answer.data),
  create: (sourceId: string, image: string, state: Record<string, unknown>) => logged(unwrap(api.POST('/infographics', { body: { sourceId, image, state } })), 'create').then((answer) => answer.data),
  update: (id: string, image: string, state: Record<string, unknown>) => logged(unwrap(api.PUT('/infographics/{id}', { params: { path: { id } }, body: { data: { image, state } } })), 'update').then((answer) => answer.data),
  remove: (ids: string[]) => swallowed(ids.length === 1 && ids[0] ? unwrap(api.DELETE('/infographics/{id}', { params: { path: { id: ids[0] } } })) : unwrap(api.DELETE('/infographics', { body: { ids } }))),
  download: (ids: string[]) => swallowed(unwrap(api.POST('/infographics/download', { body: { ids }, parseAs: 'blob' }))),
  defaultTemplates: () => logged(unwrap(api.GET('/infographics/default-templates')), 'templates').then((answer) => answer.data),
  myTemplates: () => logged(unwrap(api.GET('/infographics/templates')), 'templates').then((answer) => answer.data),
  template: (id: string) => logged(unwrap(api.GET('/infographics/templates/{id}', { params: { path: { id } } })), 'template').then((answer) => answer.data),
  saveTemplate: (image: string, state: Record<string, unknown>, name?: string) => logged(unwrap(api.POST('/infographics/templates', { body: { image, state, name } })), 'save template').then((answer) => answer.data),
  removeTemplate: (id: string) => swallowed(unwrap(api.DELETE('/infographics/templates/{id}', { params: { path: { id } } }))),
  /** My own sticker: a PNG, WEBP or SVG as a data URL (the server sanitises SVG). */
  uploadSticker: (image: string) => logged(unwrap(api.POST('/infographics/stickers', { body: { image } })), 'sticker').then((answer) => answer.data),
  stickers: () => logged(unwrap(api.GET('/infographics/stickers')), 'stickers').then((answer) => answer.data),
};
