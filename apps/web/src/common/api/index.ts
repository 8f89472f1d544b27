export { api } from './api';
export type { ApiSuccess } from './sessionMiddleware';
export { ApiError, isApiError } from './ApiError';
export { unwrap } from './apiClient';
export { browserTokenStore } from './browserTokenStore';
export { followJob } from './followJob';
export type { JsonBody } from './jsonBody';
