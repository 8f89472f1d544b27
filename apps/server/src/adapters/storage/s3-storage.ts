import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, StoredFileMissingError, type DownloadHints, type FileStorage } from './file-storage';

/** S3's smallest part; a file larger than one part goes up as a multipart upload. */
export const MULTIPART_PART_SIZE = 5 * 1024 * 1024;

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
  private readonly client: S3Client;
  private readonly presignClient: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = createClient(options, options.endpoint);
    this.presignClient = options.publicEndpoint ? createClient(options, options.publicEndpoint) : this.client;
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return `${this.options.prefix ?? ''}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: this.objectKey(key), Body: bytes, ContentType: contentType },
      partSize: this.options.partSize ?? MULTIPART_PART_SIZE,
      queueSize: 4,
    });
    await upload.done();
  }

  async get(key: string): Promise<Readable> {
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 GET ${key}: no body stream`);
      return response.Body;
    } catch (error) {
      if (isMissingObject(error)) throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  async downloadUrl(key: string, hints: DownloadHints): Promise<string | null> {
    const ttl = this.options.presignedUrlTtlSeconds;
    if (!ttl) return null;
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: this.objectKey(key),
      ResponseContentType: hints.contentType,
      ResponseContentDisposition: `inline; filename="${hints.filename}"`,
    });
    return getSignedUrl(this.presignClient, command, { expiresIn: ttl });
  }
}

function createClient(options: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** NoSuchKey from GET; a HEAD answer has no body, so the SDK can only call its 404 NotFound. */
function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
