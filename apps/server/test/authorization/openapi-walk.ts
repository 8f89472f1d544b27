/**
 * Reads the OpenAPI document the server serves and builds requests from it: which operations
 * take an object id (path parameters, body fields), and a valid example body for each, so a
 * test can call every id-taking route without knowing it in advance.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  pattern?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface IdRoute {
  method: string;
  path: string;
  /** Path parameters holding an object id or token. */
  idParams: string[];
  /** Other path parameters (filled with an example). */
  otherParams: Parameter[];
  query: Parameter[];
  bodySchema?: JsonSchema;
  /** True when the body has an id field (e.g. imageId, entityId, ids). */
  bodyTakesId: boolean;
  multipart: boolean;
  /** Which keys fit: uuids only, or any string (tokens). */
  keys: 'uuid' | 'any';
  /** Answers text/event-stream (stays open while its object is active). */
  streams: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const ID_PARAM = /^(id|token|[a-z]+Id)$/;

export class OpenApiWalker {
  constructor(private readonly document: OpenApiDocument) {}

  /** Operations that take an id in the path or the body. */
  idRoutes(): IdRoute[] {
    const routes: IdRoute[] = [];
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        // /api/v1 is walked with API keys by test/public-api (a bearer token never reaches it).
        if (operation.security?.some((entry) => 'apiKey' in entry)) continue;
        const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
        const content = operation.requestBody?.content ?? {};
        const bodySchema = content['application/json']?.schema;
        const idParams = pathParams.filter((parameter) => ID_PARAM.test(parameter.name));
        const bodyTakesId = bodySchema ? this.takesId(bodySchema) : false;
        const route: IdRoute = {
          method: method.toUpperCase(),
          path,
          idParams: idParams.map((parameter) => parameter.name),
          otherParams: pathParams.filter((parameter) => !ID_PARAM.test(parameter.name)),
          query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required),
          bodySchema,
          bodyTakesId,
          multipart: Boolean(content['multipart/form-data']),
          keys: bodyTakesId || idParams.some((parameter) => this.takesId(parameter.schema ?? {})) ? 'uuid' : 'any',
          streams: Boolean(operation.responses?.['200']?.content?.['text/event-stream']),
        };
        if (route.idParams.length > 0 || route.bodyTakesId) routes.push(route);
      }
    }
    return routes;
  }

  /** The URL with every id parameter set to `id` and other parameters to an example. */
  url(route: IdRoute, id: string): string {
    let url = route.path;
    for (const name of route.idParams) url = url.replace(`{${name}}`, encodeURIComponent(id));
    for (const parameter of route.otherParams) url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(this.example(parameter.schema ?? {}, id))));
    const query = route.query.map((parameter) => `${parameter.name}=${encodeURIComponent(String(this.example(parameter.schema ?? {}, id)))}`);
    return query.length > 0 ? `${url}?${query.join('&')}` : url;
  }

  /** A valid body where every uuid field holds `id`. */
  body(route: IdRoute, id: string): unknown {
    return route.bodySchema ? this.example(route.bodySchema, id) : undefined;
  }

  example(schema: JsonSchema, id: string): unknown {
    const resolved = this.resolve(schema);
    if (resolved.const !== undefined) return resolved.const;
    if (resolved.enum && resolved.enum.length > 0) return resolved.enum[0];
    const choice = resolved.anyOf ?? resolved.oneOf;
    if (choice) return this.example(choice.find((option) => this.resolve(option).type !== 'null') ?? choice[0] ?? {}, id);
    if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => this.example(part, id)) as object[]);
    const type = Array.isArray(resolved.type) ? resolved.type.find((candidate) => candidate !== 'null') : resolved.type;
    switch (type) {
      case 'object': {
        const result: Record<string, unknown> = {};
        for (const [name, property] of Object.entries(resolved.properties ?? {})) {
          if (resolved.required?.includes(name) || this.takesId(property)) result[name] = this.example(property, id);
        }
        return result;
      }
      case 'array':
        return Array.from({ length: Math.max(1, resolved.minItems ?? 1) }, () => this.example(resolved.items ?? {}, id));
      case 'string':
        if (resolved.format === 'uuid') return id;
        if (resolved.format === 'email') return 'walk@example.com';
        if (resolved.format === 'date-time') return new Date().toISOString();
        if (resolved.default !== undefined) return resolved.default;
        return 'x'.repeat(Math.max(1, resolved.minLength ?? 1));
      case 'integer':
      case 'number':
        return resolved.default ?? resolved.minimum ?? 1;
      case 'boolean':
        return resolved.default ?? false;
      case 'null':
        return null;
      default:
        return resolved.default ?? {};
    }
  }

  private takesId(schema: JsonSchema): boolean {
    const resolved = this.resolve(schema);
    if (resolved.format === 'uuid') return true;
    if (resolved.items && this.takesId(resolved.items)) return true;
    if (Object.values(resolved.properties ?? {}).some((property) => this.takesId(property))) return true;
    return [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])].some((option) => this.takesId(option));
  }

  private resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').at(-1) ?? '';
    return this.resolve(this.document.components?.schemas?.[name] ?? {});
  }
}
