import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema, OpenApiDocument } from '../authorization/openapi-walk';
import { OpenApiWalker } from '../authorization/openapi-walk';
import { createImage, grantCredits } from '../jobs/support';
import { createApiUser, type ApiUser } from '../public-api/support';
import { solidPng } from '../images/support';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../support/app';
import { JSON_VALUES, rawBodies, URL_VALUES } from './fuzz-inputs';

/**
 * Issue 18 point 6: walks the OpenAPI document the server serves and sends every route, in
 * every path parameter, query parameter and body field, the values of fuzz-inputs.ts — signed in
 * (a bearer token, or an API key for /api/v1). It passes only when nothing answers 5xx.
 * The app runs with role `api`, so accepted jobs are queued but never run (no CPU work).
 */

interface Parameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  security?: Record<string, unknown>[];
}
interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | FormData | Record<string, unknown> | unknown[];
  what: string;
  documents503: boolean;
}
interface Failure {
  what: string;
  status: number;
  body: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Nothing in the API nests deeper than this many object levels worth fuzzing one by one. */
const FIELD_DEPTH = 3;
const CONCURRENCY = 6;

/**
 * The one 5xx a correct server gives to good input: 503 where the route documents it, for what the
 * operator has not configured (a diffusion engine, a Google or Telegram sign-in).
 */
const allowedServerError = (call: Call, status: number, body: string) =>
  status === 503 && call.documents503 && (body.includes('"engine_unavailable"') || body.includes('"service_unavailable"'));

/** Under the public API's 120 requests a minute per key: each key is used for this many calls. */
const CALLS_PER_KEY = 100;

describe('fuzz walk of the OpenAPI document', () => {
  let testApp: TestApp;
  let user: TestUser;
  let document: OpenApiDocument;
  let walker: OpenApiWalker;
  let imageId: string;
  let png: Buffer;

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {}, { role: 'api' });
    user = await createTestUser(testApp);
    // Credits, so paid tools get past 402 to the checks after it.
    await grantCredits(testApp, user.user.id, 100_000);
    imageId = (await createImage(testApp, user.user.id)).id;
    png = await solidPng(32, 24);
    document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
    walker = new OpenApiWalker(document);
  });
  afterAll(() => testApp.close());

  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    return resolve(document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''] ?? {});
  };

  /** Property paths of a body schema (objects, and the options of unions), up to FIELD_DEPTH. */
  function fieldPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
    if (prefix.length >= FIELD_DEPTH) return [];
    const resolved = resolve(schema);
    const options = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
    const paths: string[][] = [];
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      paths.push([...prefix, name], ...fieldPaths(property, [...prefix, name]));
    }
    for (const option of options) paths.push(...fieldPaths(option, prefix));
    const unique = new Map(paths.map((path) => [path.join('.'), path]));
    return [...unique.values()];
  }

  function withField(example: unknown, path: string[], value: unknown): unknown {
    const copy = structuredClone(example ?? {}) as Record<string, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof node[key] !== 'object' || node[key] === null || Array.isArray(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[path.at(-1)!] = value;
    return copy;
  }

  /** The fields, then a PNG in `image_file` (inject encodes the FormData and sets its content type). */
  function multipartBody(fields: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('image_file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    return form;
  }

  /** Every call for one operation: the valid example, then one hostile value at a time. */
  function callsFor(path: string, method: string, operation: Operation): Call[] {
    const isPublicApi = operation.security?.some((entry) => 'apiKey' in entry) ?? false;
    // /api/v1 calls get their key later (one key per CALLS_PER_KEY calls, under the rate limit).
    const headers: Record<string, string> = isPublicApi ? { prefer: 'respond-async' } : { ...user.headers };
    const parameters = operation.parameters ?? [];
    const pathParams = parameters.filter((parameter) => parameter.in === 'path');
    const queryParams = parameters.filter((parameter) => parameter.in === 'query');
    const example = (schema: JsonSchema | undefined) => walker.example(schema ?? {}, imageId);
    const pathValues = Object.fromEntries(pathParams.map((parameter) => [parameter.name, encodeURIComponent(String(example(parameter.schema)))]));
    const buildUrl = (values: Record<string, string>, query: string) => {
      let url = path;
      for (const [name, value] of Object.entries(values)) url = url.replace(`{${name}}`, value);
      return query ? `${url}?${query}` : url;
    };
    const requiredQuery = queryParams.map((parameter) => `${parameter.name}=${encodeURIComponent(String(example(parameter.schema)))}`).join('&');
    const content = operation.requestBody?.content ?? {};
    const jsonSchema = content['application/json']?.schema;
    const multipartSchema = content['multipart/form-data']?.schema;
    const jsonExample = jsonSchema ? example(jsonSchema) : undefined;
    const label = `${method.toUpperCase()} ${path}`;
    const calls: Call[] = [];
    const baseUrl = buildUrl(pathValues, requiredQuery);
    const call = (what: string, url: string, payload?: Call['payload'], extraHeaders: Record<string, string> = {}) =>
      calls.push({ method: method.toUpperCase(), url, headers: { ...headers, ...extraHeaders }, payload, what: `${label} ${what}`, documents503: Boolean(operation.responses?.['503']) });
    const jsonHeaders: Record<string, string> = jsonSchema ? { 'content-type': 'application/json' } : {};
    const body = (value: unknown) => (jsonSchema ? JSON.stringify(value) : undefined);

    call('valid example', baseUrl, body(jsonExample), jsonHeaders);
    for (const parameter of pathParams) {
      for (const bad of URL_VALUES) call(`path ${parameter.name}=${bad.name}`, buildUrl({ ...pathValues, [parameter.name]: bad.value }, requiredQuery), body(jsonExample), jsonHeaders);
    }
    for (const parameter of queryParams) {
      for (const bad of URL_VALUES) {
        const others = queryParams.filter((other) => other.name !== parameter.name).map((other) => `${other.name}=${encodeURIComponent(String(example(other.schema)))}`);
        call(`query ${parameter.name}=${bad.name}`, buildUrl(pathValues, [...others, `${parameter.name}=${bad.value}`].join('&')), body(jsonExample), jsonHeaders);
      }
    }
    if (jsonSchema) {
      for (const field of fieldPaths(jsonSchema)) {
        for (const bad of JSON_VALUES) call(`body ${field.join('.')}=${bad.name}`, baseUrl, JSON.stringify(withField(jsonExample, field, bad.value)), jsonHeaders);
      }
      for (const bad of JSON_VALUES) call(`whole body=${bad.name}`, baseUrl, JSON.stringify(bad.value), jsonHeaders);
      for (const raw of rawBodies(jsonExample)) call(`raw body ${raw.name}`, baseUrl, raw.body, jsonHeaders);
    }
    if (multipartSchema) {
      const fields = Object.keys(resolve(multipartSchema).properties ?? {}).filter((name) => name !== 'image_file' && name !== 'mask_file');
      for (const field of fields) {
        for (const bad of JSON_VALUES) {
          const text = typeof bad.value === 'string' ? bad.value : JSON.stringify(bad.value);
          call(`form ${field}=${bad.name}`, baseUrl, multipartBody({ [field]: text }));
        }
      }
    }
    return calls;
  }

  it('answers every route, parameter and field without a 5xx', { timeout: 170_000 }, async () => {
    const calls: Call[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = (item as Record<string, Operation | undefined>)[method];
        if (!operation) continue;
        operations++;
        calls.push(...callsFor(path, method, operation));
      }
    }
    const publicCalls = calls.filter((call) => call.url.startsWith('/api/v1'));
    const keys: ApiUser[] = [];
    for (let index = 0; index * CALLS_PER_KEY < publicCalls.length; index++) keys.push(await createApiUser(testApp));
    publicCalls.forEach((call, index) => (call.headers['x-api-key'] = keys[Math.floor(index / CALLS_PER_KEY)].key));
    const failures: Failure[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < calls.length) {
          const current = calls[next++];
          const response = await testApp.app.inject({ method: current.method as 'GET', url: current.url, headers: current.headers, payload: current.payload as string });
          const bucket = `${current.url.startsWith('/api/v1') ? 'v1' : 'api'} ${response.statusCode}`;
          statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
          if (response.statusCode >= 500 && !allowedServerError(current, response.statusCode, response.body)) {
            failures.push({ what: current.what, status: response.statusCode, body: response.body.slice(0, 200) });
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(`fuzz walk: ${operations} operations, ${calls.length} requests in ${seconds.toFixed(1)} s, ${failures.length} 5xx`, Object.fromEntries([...statuses].sort()));
    expect(operations).toBeGreaterThan(60);
    expect(calls.length).toBeGreaterThan(3000);
    expect(failures.slice(0, 40)).toEqual([]);
    // No body reached an object's prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
