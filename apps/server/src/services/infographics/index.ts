import type { Database } from '../../db/client';
import type { GeneratedImagesRepository } from '../../repositories/generated-images.repository';
import { InfographicsAssetsRepository } from '../../repositories/infographics-assets.repository';
import type { InfographicsRepository } from '../../repositories/infographics.repository';
import type { SharesRepository } from '../../repositories/shares.repository';
import type { ImagesService } from '../images.service';
import type { WorkerPool } from '../../workers/worker-pool';
import { ImageInputResolver } from './image-input';
import { InfographicsZip } from './infographics-zip';
import { InfographicsService } from './infographics.service';
import { StickersTemplatesService } from './stickers-templates.service';

export interface InfographicsServices {
  cards: InfographicsService;
  assets: StickersTemplatesService;
  downloads: InfographicsZip;
}

export interface InfographicsDependencies {
  db: Database;
  repository: InfographicsRepository;
  generatedImages: GeneratedImagesRepository;
  shares: SharesRepository;
  images: ImagesService;
  /** Sticker SVGs are rendered here, under a hard deadline. */
  pool: WorkerPool;
}

/** Everything behind the /api/infographics routes, built once by services/index.ts. */
export function createInfographicsServices(deps: InfographicsDependencies): InfographicsServices {
  const imageInputs = new ImageInputResolver(deps.images, deps.pool);
  const cards = new InfographicsService(deps.db, deps.repository, deps.generatedImages, deps.shares, deps.images, imageInputs);
  return {
    cards,
    assets: new StickersTemplatesService(new InfographicsAssetsRepository(deps.db), deps.images, imageInputs),
    downloads: new InfographicsZip(cards, deps.images),
  };
}
