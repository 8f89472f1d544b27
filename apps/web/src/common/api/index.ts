export { addApiErrorListener, addApiSuccessListener, api, setSessionExpiredHandler } from './api';
export type { ApiSuccess } from './sessionMiddleware';
export { ApiError, isApiError } from './ApiError';
export { unwrap, type ApiClient } from './apiClient';
export { browserTokenStore, isTokenPair, type TokenPair, type TokenStore } from './tokenStore';
export { followJob } from './followJob';
export type { JsonBody } from './jsonBody';
