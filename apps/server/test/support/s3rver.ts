import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { verifySigV4 } from './sigv4-gate';

/** s3rver knows one fixed key pair; the gate accepts only it too. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  /** `METHOD /path?query` of every request that passed the signature check, in order. */
  requests: string[];
  /** How many requests the signature check refused. */
  refused: () => number;
  close(): Promise<void>;
}

/**
 * s3rver, an independent S3 implementation, with one bucket on a random local port, path-style
 * only, behind a gate that checks every request's SigV4 signature (header or presigned query)
 * and refuses it with S3's 403 error otherwise; s3rver itself checks presigned URLs' expiry.
 */
export async function startS3rver(bucket = 'vitrina-bucket', region = 'eu-test-1'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'vitrina-s3rver-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port: s3rverPort } = await s3rver.run();
  const requests: string[] = [];
  let refused = 0;
  const keys = { region, secrets: { [S3RVER_CREDENTIALS.accessKeyId]: S3RVER_CREDENTIALS.secretAccessKey } };

  const gate = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const verdict = verifySigV4({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body }, keys);
      if (verdict) {
        refused += 1;
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${verdict.code}</Code><Message>${verdict.message}</Message></Error>`);
        return;
      }
      requests.push(`${request.method} ${request.url}`);
      const forwarded = httpRequest({ host: '127.0.0.1', port: s3rverPort, method: request.method, path: request.url, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forwarded.on('error', (error) => response.destroy(error));
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
    bucket,
    region,
    requests,
    refused: () => refused,
    close: async () => {
      gate.closeAllConnections();
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
