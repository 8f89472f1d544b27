import type {
  ImageInput,
  Infographic,
  InfographicSource,
  InfographicSummary,
  ProductWithInfographics,
  SourceWithInfographics,
} from '@vitrina/contracts';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import type { GeneratedImagesRepository } from '../../repositories/generated-images.repository';
import type { InfographicsRepository, InfographicWithImage, Page, SourceListFilter } from '../../repositories/infographics.repository';
import type { SharesRepository } from '../../repositories/shares.repository';
import { toImageDto, type ImagesService } from '../images.service';
import { toInfographicDto, toInfographicSummaryDto, toSourceDto } from './dto';
import { checkDocument } from './editor-document';
import type { ImageInputResolver } from './image-input';

export interface InfographicListRequest extends Page {
  order: 'asc' | 'desc';
  sourceIds?: string[];
  productIds?: string[];
}

export type SourceCreateRequest = { type: 'image'; image: ImageInput } | { type: 'generated'; generatedImageId: string };

/**
 * Saved cards and the sources they are made from. Every id is checked against the caller
 * (404 otherwise); a card's productId is its source's product, found when the source is made.
 */
export class InfographicsService {
  constructor(
    private readonly db: Database,
    private readonly repository: InfographicsRepository,
    private readonly generatedImages: GeneratedImagesRepository,
    private readonly shares: SharesRepository,
    private readonly images: ImagesService,
    private readonly imageInputs: ImageInputResolver,
  ) {}

  /** Idempotent: the same photo or generated image gives the same source. */
  async createSource(userId: string, request: SourceCreateRequest): Promise<InfographicSource> {
    let imageId: string;
    let generatedImageId: string | null = null;
    let productImageId: string | null;
    if (request.type === 'image') {
      imageId = (await this.imageInputs.resolve(userId, request.image, 'source')).id;
      productImageId = imageId;
    } else {
      const [generated] = await this.generatedImages.findOwned(userId, [request.generatedImageId]);
      if (!generated) throw notFound();
      imageId = generated.imageId;
      generatedImageId = generated.id;
      productImageId = generated.sourceImageId;
    }
    const productId = productImageId ? await this.repository.findReadableProductIdForImage(userId, productImageId) : null;
    const row = await this.repository.insertOrGetSource({ userId, type: request.type, imageId, generatedImageId, productId });
    const [source] = await this.repository.findOwnedSources(userId, [row.id]);
    if (!source) throw notFound();
    return toSourceDto(source);
  }

  async listSources(userId: string, filter: SourceListFilter, page: Page): Promise<{ data: InfographicSource[]; total: number }> {
    const { rows, total } = await this.repository.listSources(userId, filter, page);
    return { data: rows.map(toSourceDto), total };
  }

  /** Image sources, each with its newest `perSource` cards. */
  async sourcesWithInfographics(userId: string, perSource: number, page: Page): Promise<{ data: SourceWithInfographics[]; total: number }> {
    const { rows, total } = await this.repository.listSources(userId, { type: 'image' }, page);
    const { rows: cards, counts } = await this.repository.newestPerGroup(userId, 'source', rows.map((row) => row.id), perSource);
    const data = rows.map((source) => ({
      ...toSourceDto(source),
      infographics: cards.filter((card) => card.sourceId === source.id).map(toInfographicSummaryDto),
      infographicsTotal: counts.get(source.id) ?? 0,
    }));
    return { data, total };
  }

  /** Products (mine or system) I made cards of, each with its newest `perProduct` cards. */
  async productsWithInfographics(userId: string, perProduct: number, page: Page): Promise<{ data: ProductWithInfographics[]; total: number }> {
    const { ids, total } = await this.repository.productIdsWithInfographics(userId, page);
    const products = await this.repository.findProducts(ids);
    const { rows: cards, counts } = await this.repository.newestPerGroup(userId, 'product', ids, perProduct);
    const data = ids.flatMap((id) => {
      const product = products.find((candidate) => candidate.id === id);
      if (!product) return [];
      return [
        {
          productId: product.id,
          name: product.name,
          system: product.userId === null,
          image: toImageDto(product.image),
          infographics: cards.filter((card) => card.productId === id).map(toInfographicSummaryDto),
          infographicsTotal: counts.get(id) ?? 0,
        },
      ];
    });
    return { data, total };
  }

  async create(userId: string, body: { sourceId: string; image: ImageInput; state: Record<string, unknown> }): Promise<Infographic> {
    const [source] = await this.repository.findOwnedSources(userId, [body.sourceId]);
    if (!source) throw notFound();
    const ownedImage = await this.imageInputs.resolveIfId(userId, body.image, 'card');
    // The document is checked before a data URL is stored: a refused request writes nothing.
    const state = checkDocument(body.state);
    const image = ownedImage ?? (await this.imageInputs.resolve(userId, body.image, 'card'));
    const row = await this.repository.insert({ userId, sourceId: source.id, productId: source.productId, imageId: image.id, state });
    return this.get(userId, row.id);
  }

  async get(userId: string, id: string): Promise<Infographic> {
    return toInfographicDto(await this.getOwnedRow(userId, id));
  }

  async list(userId: string, request: InfographicListRequest): Promise<{ data: InfographicSummary[]; total: number }> {
    if (request.sourceIds && request.productIds) throw badRequest('validation_failed', { criteria: 'validation_failed' });
    if (request.sourceIds) {
      const unique = [...new Set(request.sourceIds)];
      if ((await this.repository.findOwnedSources(userId, unique)).length !== unique.length) throw notFound();
    }
    if (request.productIds) {
      const unique = [...new Set(request.productIds)];
      const readable = (await this.repository.findProducts(unique)).filter((product) => product.userId === null || product.userId === userId);
      if (readable.length !== unique.length) throw notFound();
    }
    const { rows, total } = await this.repository.list(userId, request);
    return { data: rows.map(toInfographicSummaryDto), total };
  }

  /** Replaces the rendered image and/or the document; the old image goes if nothing else uses it. */
  async update(userId: string, id: string, data: { image?: ImageInput; state?: Record<string, unknown> }): Promise<Infographic> {
    const current = await this.getOwnedRow(userId, id);
    const state = data.state === undefined ? undefined : checkDocument(data.state);
    const image = data.image === undefined ? undefined : await this.imageInputs.resolve(userId, data.image, 'card');
    await this.repository.update(userId, id, { state, imageId: image?.id });
    if (image && image.id !== current.imageId) await this.images.deleteIfUnused([current.imageId]);
    return this.get(userId, id);
  }

  /** All-or-nothing: 404 (and nothing deleted) if any id is not one of the caller's cards. */
  async deleteMany(userId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    const deleted = await this.db.transaction(async (tx) => {
      const rows = await this.repository.deleteOwned(userId, unique, tx);
      if (rows.length !== unique.length) throw notFound();
      await this.shares.deleteForEntities(userId, 'product_infographic', unique, tx);
      return rows;
    });
    await this.images.deleteIfUnused(deleted.map((row) => row.imageId));
  }

  /** The caller's cards in the order asked; 404 if any is not theirs. */
  async getMany(userId: string, ids: string[]): Promise<InfographicWithImage[]> {
    const unique = [...new Set(ids)];
    const rows = await this.repository.findOwned(userId, unique);
    if (rows.length !== unique.length) throw notFound();
    return unique.flatMap((id) => rows.filter((row) => row.id === id));
  }

  private async getOwnedRow(userId: string, id: string): Promise<InfographicWithImage> {
    const [row] = await this.repository.findOwned(userId, [id]);
    if (!row) throw notFound();
    return row;
  }
}
