import type { accounts } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { apiKeyJson } from '../http/partner-json';
import type { Upstreams } from '../upstreams/upstreams';

/**
 * `/v0/partner/api-keys…`: the caller's own API keys — list, create, rotate, revoke — kept by
 * accounts (its admin service, always scoped to the caller's partner id). A key is answered once.
 */
export function partnerApiKeyRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const issued = (answer: accounts.CreateApiKeyResponse__Output) => {
    if (!answer.apiKey) throw new Error('accounts answered without the API key');
    return { apiKey: apiKeyJson(answer.apiKey), key: answer.key };
  };

  api.handle('listApiKeys', async (_request, response) => {
    const { apiKeys } = await upstreams.accountsAdmin.listApiKeys({ partnerId: callerOf(response).partnerId });
    response.set('Cache-Control', 'private, no-cache').json({ apiKeys: apiKeys.map(apiKeyJson) });
  });

  api.handle('createApiKey', async (_request, response, { body }) => {
    const answer = await upstreams.accountsAdmin.createApiKey({
      partnerId: callerOf(response).partnerId,
      name: body.name,
    });
    response.status(201).set('Cache-Control', 'no-store').json(issued(answer));
  });

  api.handle('rotateApiKey', async (_request, response, { params }) => {
    const answer = await upstreams.accountsAdmin.rotateApiKey({
      partnerId: callerOf(response).partnerId,
      apiKeyId: params.apiKeyId,
    });
    response.set('Cache-Control', 'no-store').json(issued(answer));
  });

  api.handle('revokeApiKey', async (_request, response, { params }) => {
    const { apiKey } = await upstreams.accountsAdmin.revokeApiKey({
      partnerId: callerOf(response).partnerId,
      apiKeyId: params.apiKeyId,
    });
    if (!apiKey) throw new Error('accounts answered RevokeApiKey without the key');
    response.set('Cache-Control', 'no-store').json(apiKeyJson(apiKey));
  });
}
