import type { paths } from './schema';

/** The JSON body a route takes, read from the server's OpenAPI document (no hand-written copy to drift). */
export type JsonBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
