import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, StoredFileMissingError, type DownloadHints, type FileStorage } from './file-storage';

/** S3's smallest part; a file larger than one part goes up as a multipart upload. */
export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;

/**
 * The SDK loads on first use, so deployments on local files never pay for its import (about a
 * second of start-up on a busy machine, in every process and test worker).
 */
let sdk: Promise<{ s3: typeof S3Sdk; storage: typeof LibStorage; presigner: typeof Presigner }> | undefined;
const loadSdk = () =>
  (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage'), import('@aws-sdk/s3-request-presigner')]).then(
    ([s3, storage, presigner]) => ({ s3, storage, presigner }),
  ));

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://<account>.r2.cloudflarestorage.com; path-style. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "vitrina/". */
  prefix?: string;
  /** When set, originals are handed to clients as presigned GET URLs valid this many seconds. */
  presignedUrlTtlSeconds?: number;
  /** The endpoint browsers reach, when it differs from `endpoint` (a presigned URL signs its host). */
  publicEndpoint?: string;
  /** Parts above this size go up as multipart uploads (tests lower it; S3's minimum is 5 MiB). */
  partSize?: number;
}

/**
 * S3-compatible object storage through the AWS SDK. With an endpoint, path-style URLs
 * (endpoint/bucket/key) as MinIO and most S3-compatible stores expect; without one, AWS
 * virtual-hosted URLs. Checksums are sent only where S3 requires them: the SDK's default CRC
 * trailers on every upload are not understood by every S3-compatible store.
 */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3' as const;
  private clients: Promise<{ main: S3Client; presign: S3Client }> | undefined;

  constructor(private readonly options: S3StorageOptions) {}

  private async client(purpose: 'main' | 'presign' = 'main'): Promise<S3Client> {
    this.clients ??= loadSdk().then(({ s3 }) => {
      const main = createClient(s3.S3Client, this.options, this.options.endpoint);
      return { main, presign: this.options.publicEndpoint ? createClient(s3.S3Client, this.options, this.options.publicEndpoint) : main };
    });
    return (await this.clients)[purpose];
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const { storage } = await loadSdk();
    const upload = new storage.Upload({
      client: await this.client(),
      params: { Bucket: this.options.bucket, Key, Body: bytes, ContentType: contentType },
      partSize: this.options.partSize ?? MULTIPART_PART_SIZE,
      queueSize: 4,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable> {
    const Key = this.objectKey(key);
    const { s3 } = await loadSdk();
    try {
      const response = await (await this.client()).send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 GET ${key}: no body stream`);
      return response.Body;
    } catch (error) {
      if (isMissingObject(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { s3 } = await loadSdk();
    // S3 answers 204 for a key that is not there, so deleting twice is fine.
    await (await this.client()).send(new s3.DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }

  async exists(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    const { s3 } = await loadSdk();
    try {
      await (await this.client()).send(new s3.HeadObjectCommand({ Bucket: this.options.bucket, Key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async downloadUrl(key: string, hints: DownloadHints): Promise<string | null> {
    const ttl = this.options.presignedUrlTtlSeconds;
    if (!ttl) return null;
    const Key = this.objectKey(key);
    const { s3, presigner } = await loadSdk();
    const command = new s3.GetObjectCommand({
      Bucket: this.options.bucket,
      Key,
      ResponseContentType: hints.contentType,
      ResponseContentDisposition: `inline; filename="${hints.filename}"`,
    });
    return presigner.getSignedUrl(await this.client('presign'), command, { expiresIn: ttl });
  }
}

function createClient(Client: typeof S3Client, options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** NoSuchKey from GET; a HEAD answer has no body, so the SDK can only call its 404 NotFound. */
function isMissingObject(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 404 && (name === 'NoSuchKey' || name === 'NotFound');
}
