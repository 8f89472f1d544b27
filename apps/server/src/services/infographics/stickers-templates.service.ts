import type { ImageInput, InfographicTemplate, Sticker } from '@vitrina/contracts';
import { notFound } from '../../http/app-error';
import type { InfographicsAssetsRepository } from '../../repositories/infographics-assets.repository';
import type { ImagesService } from '../images.service';
import { toDefaultTemplateDto, toSystemStickerDto, toUserStickerDto, toUserTemplateDto } from './dto';
import { checkDocument } from './editor-document';
import type { ImageInputResolver } from './image-input';
import { loadSystemAssets, type SystemAssets } from './system-assets';

/**
 * Stickers and templates: the built-in ones (files under apps/server/assets, readable by every
 * signed-in user, deletable by nobody: deleting one answers 404 like any id that is not yours)
 * and the user's own (rows that point at stored images).
 */
export class StickersTemplatesService {
  private assets?: Promise<SystemAssets>;

  constructor(
    private readonly repository: InfographicsAssetsRepository,
    private readonly images: ImagesService,
    private readonly imageInputs: ImageInputResolver,
    private readonly loadAssets: () => Promise<SystemAssets> = loadSystemAssets,
  ) {}

  /** Loaded once; a failed load is retried on the next call. */
  systemAssets(): Promise<SystemAssets> {
    this.assets ??= this.loadAssets().catch((error: unknown) => {
      this.assets = undefined;
      throw error;
    });
    return this.assets;
  }

  /** System stickers first (manifest order: by category), then mine, newest first. */
  async listStickers(userId: string): Promise<{ data: Sticker[]; total: number }> {
    const { stickers } = await this.systemAssets();
    const mine = await this.repository.listStickers(userId);
    const data = [...stickers.map(toSystemStickerDto), ...mine.map(toUserStickerDto)];
    return { data, total: data.length };
  }

  async addSticker(userId: string, image: ImageInput): Promise<Sticker> {
    const record = await this.imageInputs.resolve(userId, image, 'sticker');
    const row = await this.repository.insertSticker(userId, record.id);
    return toUserStickerDto({ ...row, image: record });
  }

  async deleteSticker(userId: string, id: string): Promise<void> {
    const row = await this.repository.deleteSticker(userId, id);
    if (!row) throw notFound();
    await this.images.deleteIfUnused([row.imageId]);
  }

  async defaultTemplates(): Promise<{ data: InfographicTemplate[]; total: number }> {
    const { templates } = await this.systemAssets();
    return { data: templates.map(toDefaultTemplateDto), total: templates.length };
  }

  async listTemplates(userId: string): Promise<{ data: InfographicTemplate[]; total: number }> {
    const rows = await this.repository.listTemplates(userId);
    return { data: rows.map(toUserTemplateDto), total: rows.length };
  }

  /** One of my templates or a default one. */
  async getTemplate(userId: string, id: string): Promise<InfographicTemplate> {
    const builtIn = (await this.systemAssets()).templates.find((template) => template.id === id);
    if (builtIn) return toDefaultTemplateDto(builtIn);
    const row = await this.repository.findTemplate(userId, id);
    if (!row) throw notFound();
    return toUserTemplateDto(row);
  }

  async addTemplate(userId: string, body: { image: ImageInput; state: Record<string, unknown>; name?: string }): Promise<InfographicTemplate> {
    const ownedImage = await this.imageInputs.resolveIfId(userId, body.image, 'card');
    const state = checkDocument(body.state);
    const image = ownedImage ?? (await this.imageInputs.resolve(userId, body.image, 'card'));
    const row = await this.repository.insertTemplate({ userId, name: body.name ?? null, imageId: image.id, state });
    return toUserTemplateDto({ ...row, image });
  }

  async deleteTemplate(userId: string, id: string): Promise<void> {
    const row = await this.repository.deleteTemplate(userId, id);
    if (!row) throw notFound();
    await this.images.deleteIfUnused([row.imageId]);
  }
}
