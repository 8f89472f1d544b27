export { addApiErrorListener, api, setSessionExpiredHandler } from './api';
export { ApiError, isApiError } from './ApiError';
export type { ApiClient, RequestOptions } from './apiClient';
export { browserTokenStore, isTokenPair, type TokenPair, type TokenStore } from './tokenStore';
