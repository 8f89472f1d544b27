export { addApiErrorListener, addApiSuccessListener, api, setSessionExpiredHandler, type ApiSuccess } from './api';
export { ApiError, isApiError } from './ApiError';
export type { ApiClient, RequestOptions } from './apiClient';
export { browserTokenStore, isTokenPair, type TokenPair, type TokenStore } from './tokenStore';
export { followJob } from './followJob';
