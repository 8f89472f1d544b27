import type { Job } from '@vitrina/contracts';
import { api, unwrap } from '../../../common/api';
import type { paths } from '../../../common/api/schema';

type ToolPath = Extract<keyof paths, `/tools/${string}`>;
/** A tool the web app starts with POST /api/tools/<tool>. */
export type ToolName = ToolPath extends `/tools/${infer Name}` ? Name : never;
type BodyOf<Path extends ToolPath> = paths[Path]['post'] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type ParamsByTool = { [Name in ToolName]: BodyOf<`/tools/${Name}`> extends { params?: infer Params } ? Params : never };
/** The `params` a tool's route takes, from the server's OpenAPI document. */
export type ToolParams<Name extends ToolName> = ParamsByTool[Name];

type Starters = { [Name in ToolName]: (imageId: string, params: ParamsByTool[Name]) => Promise<Job> };

/** One typed call per tool route (the paths are literal, so each body is checked against its own schema). */
const starters: Starters = {
  convert: (imageId, params) => unwrap(api.POST('/tools/convert', { body: { imageId, params } })).then((answer) => answer.data),
  'remove-background': (imageId, params) => unwrap(api.POST('/tools/remove-background', { body: { imageId, params } })).then((answer) => answer.data),
  'apply-mask': (imageId, params) => unwrap(api.POST('/tools/apply-mask', { body: { imageId, params } })).then((answer) => answer.data),
  upscale: (imageId, params) => unwrap(api.POST('/tools/upscale', { body: { imageId, params } })).then((answer) => answer.data),
  inpaint: (imageId, params) => unwrap(api.POST('/tools/inpaint', { body: { imageId, params } })).then((answer) => answer.data),
  'watermark-removal': (imageId, params) => unwrap(api.POST('/tools/watermark-removal', { body: { imageId, params } })).then((answer) => answer.data),
  'watermark-detect': (imageId, params) => unwrap(api.POST('/tools/watermark-detect', { body: { imageId, params } })).then((answer) => answer.data),
  outpaint: (imageId, params) => unwrap(api.POST('/tools/outpaint', { body: { imageId, params } })).then((answer) => answer.data),
  shadow: (imageId, params) => unwrap(api.POST('/tools/shadow', { body: { imageId, params } })).then((answer) => answer.data),
  'create-background': (imageId, params) => unwrap(api.POST('/tools/create-background', { body: { imageId, params } })).then((answer) => answer.data),
  'image-edit': (imageId, params) => unwrap(api.POST('/tools/image-edit', { body: { imageId, params } })).then((answer) => answer.data),
  generate: (imageId, params) => unwrap(api.POST('/tools/generate', { body: { imageId, params } })).then((answer) => answer.data),
  'text-to-image': (_imageId, params) => unwrap(api.POST('/tools/text-to-image', { body: { params } })).then((answer) => answer.data),
  'fashion-try-on': (imageId, params) => unwrap(api.POST('/tools/fashion-try-on', { body: { imageId, params } })).then((answer) => answer.data),
  'product-cutout': (imageId, params) => unwrap(api.POST('/tools/product-cutout', { body: { imageId, params } })).then((answer) => answer.data),
};

/** POST /api/tools/:tool and the job calls (spec §7 style: `{ data }` answers). */
export const toolJobApi = {
  start: <Name extends ToolName>(tool: Name, imageId: string, params: ToolParams<Name>): Promise<Job> => starters[tool](imageId, params),
  get: (jobId: string, signal?: AbortSignal) => unwrap(api.GET('/jobs/{id}', { params: { path: { id: jobId } }, signal })).then((answer) => answer.data),
  cancel: (jobId: string) => unwrap(api.POST('/jobs/{id}/cancel', { params: { path: { id: jobId } } })).then((answer) => answer.data),
};
