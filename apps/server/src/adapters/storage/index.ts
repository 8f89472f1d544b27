import { ConfigError, type AppConfig } from '../../config/config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

export * from './file-storage';
export { LocalFileStorage } from './local-storage';
export { S3FileStorage, type S3StorageOptions } from './s3-storage';

/** S3 when S3_BUCKET is set (with both keys), the local filesystem under DATA_DIR/files otherwise. */
export function createFileStorage(config: AppConfig): FileStorage {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.filesDir);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return new S3FileStorage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    presignedUrlTtlSeconds: config.S3_PRESIGNED_URL_TTL,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
  });
}
