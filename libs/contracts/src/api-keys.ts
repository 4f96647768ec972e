/**
 * Partner API keys (the reference API's ApiKeyAuth): long-lived Bearer credentials of a partner's
 * servers, told apart from JWTs by this prefix (accounts issues them, the gateway routes them).
 */
export const API_KEY_PREFIX = 'dbk_live_';

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);
