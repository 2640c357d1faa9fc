import { apiClient } from '../api-client';
import type { AuthApi } from './session-controller';

export const TOKEN_PATH = '/api/jwt-auth/v1/token';
export const LOGOUT_PATH = '/api/jwt-auth/v1/logout';

/**
 * Spec section 7, Authentication. None of these is retried: repeating a login counts a second failed
 * attempt, and repeating a refresh whose answer was lost would present an already-rotated token.
 */
export const authApi: AuthApi = {
  login: (username, password) => apiClient.post(TOKEN_PATH, { username, password }, { retry: false }),
  refresh: () => apiClient.post(TOKEN_PATH, {}, { retry: false }),
  logout: () => apiClient.post(LOGOUT_PATH, {}, { retry: false }),
};
