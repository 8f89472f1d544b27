import { randomBytes } from 'node:crypto';
import type { Share, ShareEntityType } from '@vitrina/contracts';
import { badRequest, notFound } from '../http/app-error';
import type { ShareRow } from '../db/schema';
import type { SharesRepository } from '../repositories/shares.repository';
import type { ImageRecord, ImagesService } from './images.service';

export interface SharedEntity {
  imageId: string;
  /** User text that describes it (a prompt, a product name); the page escapes it. */
  title: string | null;
}

/**
 * How a shareable entity type finds the image a link shows. `resolveOwned` answers null when
 * the entity does not exist or is not the user's. Later features (product infographics)
 * register their own resolver; until then their entity type is refused with 400.
 */
export interface ShareResolver {
  resolveOwned(userId: string, entityId: string): Promise<SharedEntity | null>;
}

export interface PublicShare {
  share: ShareRow;
  image: ImageRecord;
  title: string | null;
}

/** 24 random bytes = 192 bits, base64url: 32 characters. */
export const newShareToken = () => randomBytes(24).toString('base64url');

/** Public, revocable links to one image-bearing entity. */
export class SharesService {
  private readonly resolvers = new Map<ShareEntityType, ShareResolver>();

  constructor(
    private readonly repository: SharesRepository,
    private readonly images: ImagesService,
    private readonly publicUrl: string,
  ) {}

  registerResolver(entityType: ShareEntityType, resolver: ShareResolver): void {
    this.resolvers.set(entityType, resolver);
  }

  /** PUBLIC_URL without a trailing slash. */
  publicOrigin(): string {
    return this.publicUrl.replace(/\/+$/, '');
  }

  pageUrl(token: string): string {
    return `${this.publicOrigin()}/s/${token}`;
  }

  /** Creates the link, or returns the user's existing link for the same entity. */
  async create(userId: string, entityType: ShareEntityType, entityId: string): Promise<Share> {
    const resolver = this.resolvers.get(entityType);
    if (!resolver) throw badRequest('validation_failed', { entityType: 'validation_failed' });
    if (!(await resolver.resolveOwned(userId, entityId))) throw notFound();
    const row = await this.repository.insertOrGet({ token: newShareToken(), userId, entityType, entityId });
    return { token: row.token, url: this.pageUrl(row.token) };
  }

  async revoke(userId: string, token: string): Promise<void> {
    if (!(await this.repository.deleteOwned(userId, token))) throw notFound();
  }

  /** What a public visitor of /s/<token> sees; null when the link is unknown, revoked or dangling. */
  async resolve(token: string): Promise<PublicShare | null> {
    const share = await this.repository.findByToken(token);
    if (!share) return null;
    const resolver = this.resolvers.get(share.entityType);
    // The owner check runs again: a link dies with its entity.
    const entity = resolver ? await resolver.resolveOwned(share.userId, share.entityId) : null;
    const image = entity ? await this.images.findById(entity.imageId) : undefined;
    return entity && image ? { share, image, title: entity.title } : null;
  }

  /** True when `token` is a live link whose image is `imageId`. */
  async grantsImage(token: string, imageId: string): Promise<boolean> {
    const resolved = await this.resolve(token);
    return resolved?.image.id === imageId;
  }
}
